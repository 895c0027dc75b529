package tools.elasticsearch;

import org.elasticsearch.common.logging.LogConfigurator;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.node.ClasspathPluginsNode;
import org.elasticsearch.node.InternalSettingsPreparer;
import org.elasticsearch.node.Node;
import org.elasticsearch.transport.netty4.Netty4Plugin;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Starts one genuine Elasticsearch node in this JVM, for local tests and CI.
 *
 * The distribution's launcher (server-cli, modules directory) is not on Maven Central,
 * so the node is a {@link ClasspathPluginsNode}, which takes its plugins from the classpath:
 * transport-netty4 (HTTP, genuine), {@link LocalAnalysisPlugin} and {@link RootEndpointPlugin}
 * (ours, standing in for modules Elastic does not publish). Security is not installed at all
 * (x-pack is not on the classpath), so there is nothing to disable.
 *
 * Configuration (system properties):
 *   es.local.home            node home directory (data and logs go below it)     required
 *   es.local.http_port       HTTP port on 127.0.0.1                               default 9200
 *   es.local.transport_port  transport port or range on 127.0.0.1               default 9300-9399
 *   es.local.cluster_name    cluster name                                         default local-test
 *   es.local.log_level       root log level (log goes to stdout)                  default INFO
 */
public final class LocalNode {

    private LocalNode() {}

    public static void main(String[] args) throws Exception {
        String homeProp = System.getProperty("es.local.home");
        if (homeProp == null || homeProp.isBlank()) {
            throw new IllegalArgumentException("system property es.local.home is required");
        }
        Path home = Path.of(homeProp).toAbsolutePath();
        Path data = home.resolve("data");
        Path logs = home.resolve("logs");
        Files.createDirectories(data);
        Files.createDirectories(logs);
        Files.createDirectories(home.resolve("config"));

        String clusterName = System.getProperty("es.local.cluster_name", "local-test");
        Settings settings = Settings.builder()
            .put("path.home", home.toString())
            .put("path.data", data.toString())
            .put("path.logs", logs.toString())
            .put("cluster.name", clusterName)
            .put("node.name", "local-node")
            .put("network.host", "127.0.0.1")
            .put("http.port", System.getProperty("es.local.http_port", "9200"))
            .put("transport.port", System.getProperty("es.local.transport_port", "9300-9399"))
            .put("discovery.type", "single-node")
            // small temporary disks must not switch indices to read-only
            .put("cluster.routing.allocation.disk.threshold_enabled", false)
            .put("logger.level", System.getProperty("es.local.log_level", "INFO"))
            .build();

        LogConfigurator.configureWithoutConfig(settings);
        LogConfigurator.setClusterName(clusterName);
        LogConfigurator.setNodeName("local-node");

        Environment environment = InternalSettingsPreparer.prepareEnvironment(settings, Map.of(), null, () -> "local-node");
        Node node = new ClasspathPluginsNode(environment, List.of(Netty4Plugin.class, LocalAnalysisPlugin.class, RootEndpointPlugin.class));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                node.close();
                node.awaitClose(20, TimeUnit.SECONDS);
            } catch (Exception e) {
                e.printStackTrace();
            } finally {
                stopped.countDown();
            }
        }, "local-node-shutdown"));
        node.start();
        System.out.println("local elasticsearch node started, home=" + home);
        stopped.await();
    }
}
