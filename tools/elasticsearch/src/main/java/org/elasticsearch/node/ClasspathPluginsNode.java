package org.elasticsearch.node;

import org.elasticsearch.env.Environment;
import org.elasticsearch.plugins.MockPluginsService;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.plugins.PluginsLoader;
import org.elasticsearch.plugins.PluginsService;

import java.util.Collection;
import java.util.List;

/**
 * A production {@link Node} whose plugins are classes on the JVM classpath instead of
 * directories under {@code modules/} and {@code plugins/} (which only the distribution
 * archives provide).
 *
 * It lives in {@code org.elasticsearch.node} because the node-construction hooks are
 * package-private. Unlike the test framework's MockNode it swaps nothing but the plugin
 * service (MockNode also touches randomized-testing state, which needs a JUnit runner);
 * the plugin service reused here is the test framework's MockPluginsService, which
 * instantiates the given plugin classes directly.
 */
public final class ClasspathPluginsNode extends Node {

    public ClasspathPluginsNode(Environment environment, Collection<Class<? extends Plugin>> plugins) {
        super(NodeConstruction.prepareConstruction(environment, null, new ClasspathServices(List.copyOf(plugins)), true));
    }

    private static final class ClasspathServices extends NodeServiceProvider {
        private final List<Class<? extends Plugin>> plugins;

        ClasspathServices(List<Class<? extends Plugin>> plugins) {
            this.plugins = plugins;
        }

        @Override
        PluginsService newPluginService(Environment environment, PluginsLoader pluginsLoader) {
            return new MockPluginsService(environment.settings(), environment, plugins);
        }
    }
}
