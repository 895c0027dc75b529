package tools.elasticsearch;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.id.IndonesianAnalyzer;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.ngram.EdgeNGramTokenFilter;
import org.apache.lucene.analysis.ngram.EdgeNGramTokenizer;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.analysis.Analysis;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.index.analysis.AnalyzerScope;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.index.analysis.TokenizerFactory;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * The pieces of Elasticsearch's analysis-common module that the service needs.
 *
 * Elastic does not publish the analysis-common module to Maven Central (only the
 * distribution archives contain it), so this plugin registers, under the same names
 * and with the same settings, thin wrappers around the Lucene classes that the real
 * module wraps as well:
 * <ul>
 *   <li>analyzers {@code english} and {@code indonesian} (settings {@code stopwords},
 *       {@code stopwords_path}, {@code stem_exclusion});</li>
 *   <li>tokenizer {@code edge_ngram} ({@code min_gram}, {@code max_gram},
 *       {@code token_chars}, {@code custom_token_chars});</li>
 *   <li>token filters {@code edge_ngram} ({@code min_gram}, {@code max_gram},
 *       {@code preserve_original}) and {@code asciifolding} ({@code preserve_original}).</li>
 * </ul>
 */
public final class LocalAnalysisPlugin extends Plugin implements AnalysisPlugin {

    @Override
    public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
        return Map.of(
            "english",
            (indexSettings, env, name, settings) -> provider(
                name,
                new EnglishAnalyzer(stopWords(env, settings, EnglishAnalyzer.getDefaultStopSet()), stemExclusion(settings))
            ),
            "indonesian",
            (indexSettings, env, name, settings) -> provider(
                name,
                new IndonesianAnalyzer(stopWords(env, settings, IndonesianAnalyzer.getDefaultStopSet()), stemExclusion(settings))
            )
        );
    }

    @Override
    public Map<String, AnalysisProvider<TokenizerFactory>> getTokenizers() {
        return Map.of("edge_ngram", (indexSettings, env, name, settings) -> {
            int minGram = settings.getAsInt("min_gram", EdgeNGramTokenizer.DEFAULT_MIN_GRAM_SIZE);
            int maxGram = settings.getAsInt("max_gram", EdgeNGramTokenizer.DEFAULT_MAX_GRAM_SIZE);
            IntPredicate tokenChar = tokenChars(settings);
            return TokenizerFactory.newFactory(name, () -> tokenChar == null
                ? new EdgeNGramTokenizer(minGram, maxGram)
                : new EdgeNGramTokenizer(minGram, maxGram) {
                    @Override
                    protected boolean isTokenChar(int chr) {
                        return tokenChar.test(chr);
                    }
                });
        });
    }

    @Override
    public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
        return Map.of(
            "edge_ngram",
            (indexSettings, env, name, settings) -> {
                int minGram = settings.getAsInt("min_gram", 1);
                int maxGram = settings.getAsInt("max_gram", 2);
                boolean preserve = settings.getAsBoolean("preserve_original", false);
                return filter(name, in -> new EdgeNGramTokenFilter(in, minGram, maxGram, preserve));
            },
            "asciifolding",
            (indexSettings, env, name, settings) -> {
                boolean preserve = settings.getAsBoolean("preserve_original", false);
                return filter(name, in -> new ASCIIFoldingFilter(in, preserve));
            }
        );
    }

    private static CharArraySet stopWords(Environment env, Settings settings, CharArraySet defaults) {
        return Analysis.parseStopWords(env, settings, defaults);
    }

    private static CharArraySet stemExclusion(Settings settings) {
        return Analysis.parseStemExclusion(settings, CharArraySet.EMPTY_SET);
    }

    private static <T extends Analyzer> AnalyzerProvider<T> provider(String name, T analyzer) {
        return new AnalyzerProvider<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public AnalyzerScope scope() {
                return AnalyzerScope.INDEX;
            }

            @Override
            public T get() {
                return analyzer;
            }
        };
    }

    private interface Wrap {
        TokenStream apply(TokenStream in);
    }

    private static TokenFilterFactory filter(String name, Wrap wrap) {
        return new TokenFilterFactory() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public TokenStream create(TokenStream tokenStream) {
                return wrap.apply(tokenStream);
            }
        };
    }

    /** Null means "every character is a token character" (the default when token_chars is empty). */
    private static IntPredicate tokenChars(Settings settings) {
        List<String> classes = settings.getAsList("token_chars");
        if (classes.isEmpty()) {
            return null;
        }
        IntPredicate result = c -> false;
        for (String raw : classes) {
            IntPredicate one;
            switch (raw.toLowerCase(Locale.ROOT)) {
                case "letter" -> one = Character::isLetter;
                case "digit" -> one = Character::isDigit;
                case "whitespace" -> one = Character::isWhitespace;
                case "punctuation" -> one = c -> switch (Character.getType(c)) {
                    case Character.START_PUNCTUATION, Character.END_PUNCTUATION, Character.OTHER_PUNCTUATION,
                        Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION,
                        Character.FINAL_QUOTE_PUNCTUATION -> true;
                    default -> false;
                };
                case "symbol" -> one = c -> switch (Character.getType(c)) {
                    case Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL, Character.MODIFIER_SYMBOL,
                        Character.OTHER_SYMBOL -> true;
                    default -> false;
                };
                case "custom" -> {
                    String custom = settings.get("custom_token_chars", "");
                    int[] cps = custom.codePoints().toArray();
                    one = c -> {
                        for (int cp : cps) {
                            if (cp == c) {
                                return true;
                            }
                        }
                        return false;
                    };
                }
                default -> throw new IllegalArgumentException(
                    "Unknown token type: '" + raw + "', must be one of [letter, digit, whitespace, punctuation, symbol, custom]"
                );
            }
            result = result.or(one);
        }
        return result;
    }
}
