package rulings.forge;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs the puzzles `rulings export --format forge` writes: for each {@code <name>.rulings.json} (format
 * rulings-forge-expectations/1) beside its {@code <name>.pzl}, starts the puzzle's [state] with the scenario's
 * scripted choices, takes the scenario's actions and checks what it expects (adapters/harness.py's rules:
 * an action's answer must be the one expected, a refusal for the rule named; the first check that doesn't
 * hold fails the scenario). Writes one JUnit report ({@code TEST-rulings.forge.Puzzles.xml}) that
 * `rulings import --format surefire` reads with the export's manifest. The engine is a {@link Driver}: Forge
 * ({@link ForgeDriver}), or any other that answers the same way (the tests use one replaying the reference engine).
 */
public final class PuzzleRun {
    public static final String FORMAT = "rulings-forge-expectations/1";
    public static final String SUITE = "rulings.forge.Puzzles";

    /** What the runner needs from an engine: the rulings-stdio/4 start/act/observe, in-process. {@code scenario}
     * is the expectations' scenario (rulings-scenario: id, setup, decisions, steps). */
    public interface Driver {
        void start(List<String> stateLines, Map<String, Object> scenario) throws Exception;

        Map<String, Object> act(Map<String, Object> action) throws Exception;

        Map<String, Object> observe() throws Exception;
    }

    /** One scenario's outcome: passed, failed, unsupported or errored, with the message. */
    public static final class Outcome {
        final String name;
        final String status;
        final String message;
        final double seconds;

        Outcome(String name, String status, String message, double seconds) {
            this.name = name;
            this.status = status;
            this.message = message;
            this.seconds = seconds;
        }
    }

    private PuzzleRun() {
    }

    /** The [state] lines of a puzzle file (comments and blank lines dropped, as Forge's loader does). */
    public static List<String> stateLines(String puzzle) {
        List<String> out = new ArrayList<>();
        boolean inState = false;
        for (String raw : puzzle.split("\n")) {
            String line = raw.trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (line.equalsIgnoreCase("[state]")) {
                inState = true;
            } else if (line.startsWith("[")) {
                inState = false;
            } else if (inState) {
                out.add(line);
            }
        }
        return out;
    }

    static boolean wrongRule(Map<String, Object> action, Map<String, Object> answer) {
        Object rule = action.get("reject_rule");
        Object got = answer.get("rule");
        if (!"rejected".equals(action.get("expect")) || Boolean.TRUE.equals(answer.get("accepted")) || rule == null
                || got == null || String.valueOf(got).isEmpty()) {
            return false;
        }
        String r = String.valueOf(rule);
        String g = String.valueOf(got);
        return !(g.equals(r) || g.startsWith(r + ".") || (g.startsWith(r) && g.substring(r.length()).chars().allMatch(Character::isLetter)));
    }

    /** Why the answer to an action is not the one the scenario expects, or null (adapters/harness.py). */
    static String answerProblem(Map<String, Object> action, Map<String, Object> answer) {
        boolean accepted = Boolean.TRUE.equals(answer.get("accepted"));
        String line = String.valueOf(action.get("line"));
        String what = String.valueOf(action.containsKey("describe") ? action.get("describe")
                : action.getOrDefault("kind", "action") + (action.get("card") != null ? " " + action.get("card") : ""));
        if ("accepted".equals(action.get("expect")) && !accepted) {
            Object rule = answer.get("rule");
            return line + ": " + what + " was rejected: " + answer.getOrDefault("reason", "")
                    + (rule != null && !String.valueOf(rule).isEmpty() ? " (rule " + rule + ")" : "");
        }
        if ("rejected".equals(action.get("expect")) && accepted) {
            return line + ": expected " + what + " to be rejected; it was accepted";
        }
        if (wrongRule(action, answer)) {
            return line + ": expected " + what + " to be rejected by rule " + action.get("reject_rule") + "; it was rejected by rule "
                    + answer.get("rule") + ": " + answer.getOrDefault("reason", "");
        }
        return null;
    }

    /** Run one scenario of an expectations document on {@code driver}. */
    @SuppressWarnings("unchecked")
    public static Outcome runOne(String name, Map<String, Object> expectations, String puzzle, Driver driver) {
        long t0 = System.nanoTime();
        if (!FORMAT.equals(expectations.get("format"))) {
            return new Outcome(name, "errored", "expected format " + FORMAT + ", got " + expectations.get("format"), 0);
        }
        Map<String, Object> scenario = (Map<String, Object>) expectations.get("scenario");
        try {
            driver.start(stateLines(puzzle), scenario);
            Map<String, Object> snapshot = null;
            for (Object o : (List<Object>) scenario.get("steps")) {
                Map<String, Object> step = (Map<String, Object>) o;
                if ("action".equals(step.get("type"))) {
                    snapshot = null;
                    Map<String, Object> answer = driver.act(step);
                    String problem = answerProblem(step, answer);
                    if (problem != null) {
                        return new Outcome(name, "failed", problem, seconds(t0));
                    }
                } else {
                    if (snapshot == null) {
                        snapshot = driver.observe();
                    }
                    String problem = Checks.evaluate(step, snapshot);
                    if (problem != null) {
                        return new Outcome(name, "failed", step.get("line") + ": " + problem, seconds(t0));
                    }
                }
            }
        } catch (UnsupportedOperationException e) {
            return new Outcome(name, "unsupported", "the Forge runner can't do this: " + e.getMessage(), seconds(t0));
        } catch (Exception | AssertionError e) {
            return new Outcome(name, "errored", e.getClass().getName() + ": " + e.getMessage(), seconds(t0));
        }
        return new Outcome(name, "passed", "", seconds(t0));
    }

    static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    /** Every expectations file in {@code folder}, sorted by name. */
    public static List<Path> expectations(Path folder) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*.rulings.json")) {
            for (Path f : files) {
                out.add(f);
            }
        }
        out.sort(null);
        return out;
    }

    /** Run every puzzle of {@code folder}; write the JUnit report into {@code reports}; exit code 0 when none failed or errored. */
    @SuppressWarnings("unchecked")
    public static int run(Path folder, Path reports, Driver driver, PrintStream log) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        for (Path f : expectations(folder)) {
            String name = f.getFileName().toString().replaceFirst("\\.rulings\\.json$", "");
            Outcome outcome;
            try {
                Map<String, Object> doc = (Map<String, Object>) Json.parse(Files.readString(f, StandardCharsets.UTF_8));
                Path puzzle = folder.resolve(String.valueOf(doc.get("puzzle")));
                outcome = runOne(name, doc, Files.readString(puzzle, StandardCharsets.UTF_8), driver);
            } catch (IOException | RuntimeException e) {
                outcome = new Outcome(name, "errored", f + ": " + e, 0);
            }
            outcomes.add(outcome);
            log.println(outcome.status + " " + name + (outcome.message.isEmpty() ? "" : ": " + outcome.message));
        }
        Files.createDirectories(reports);
        Files.writeString(reports.resolve("TEST-" + SUITE + ".xml"), junit(outcomes), StandardCharsets.UTF_8);
        int failed = 0;
        int errored = 0;
        int passed = 0;
        int unsupported = 0;
        for (Outcome o : outcomes) {
            switch (o.status) {
                case "failed": failed++; break;
                case "errored": errored++; break;
                case "passed": passed++; break;
                default: unsupported++;
            }
        }
        log.println(passed + " passed, " + failed + " failed, " + errored + " errored, " + unsupported + " unsupported");
        return failed + errored == 0 ? 0 : 1;
    }

    static String xml(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : Objects.toString(s, "").toCharArray()) {
            switch (c) {
                case '<': b.append("&lt;"); break;
                case '>': b.append("&gt;"); break;
                case '&': b.append("&amp;"); break;
                case '"': b.append("&quot;"); break;
                default:
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        b.append(c);
                    }
            }
        }
        return b.toString();
    }

    /** A Surefire-style JUnit report: one testcase per scenario, named after its puzzle file. */
    static String junit(List<Outcome> outcomes) {
        int failures = 0;
        int errors = 0;
        int skipped = 0;
        StringBuilder cases = new StringBuilder();
        for (Outcome o : outcomes) {
            cases.append("  <testcase classname=\"").append(SUITE).append("\" name=\"").append(xml(o.name))
                    .append("\" time=\"").append(String.format(java.util.Locale.ROOT, "%.3f", o.seconds)).append("\"");
            switch (o.status) {
                case "failed":
                    failures++;
                    cases.append("><failure message=\"").append(xml(o.message)).append("\" type=\"java.lang.AssertionError\"/></testcase>\n");
                    break;
                case "errored":
                    errors++;
                    cases.append("><error message=\"").append(xml(o.message)).append("\" type=\"java.lang.RuntimeException\"/></testcase>\n");
                    break;
                case "unsupported":
                    skipped++;
                    cases.append("><skipped message=\"").append(xml(o.message)).append("\"/></testcase>\n");
                    break;
                default:
                    cases.append("/>\n");
            }
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"" + SUITE + "\" tests=\"" + outcomes.size()
                + "\" failures=\"" + failures + "\" errors=\"" + errors + "\" skipped=\"" + skipped + "\">\n" + cases + "</testsuite>\n";
    }
}
