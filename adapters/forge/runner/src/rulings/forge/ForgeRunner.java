package rulings.forge;

import forge.GuiDesktop;
import forge.gui.GuiBase;
import forge.localinstance.properties.ForgePreferences.FPref;
import forge.model.FModel;
import forge.util.BuildInfo;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Forge for the rulings suite, two ways:
 *
 * <pre>
 * java -cp forge.jar:runner.jar rulings.forge.ForgeRunner --puzzles DIR [--reports DIR]
 * java -cp forge.jar:runner.jar rulings.forge.ForgeRunner
 * </pre>
 *
 * With {@code --puzzles}, it plays every puzzle `rulings export --format forge` wrote into DIR and checks the
 * ruling's expectations written beside each ({@link PuzzleRun}), printing one line per scenario and writing a
 * JUnit report (DIR/reports by default); exit code 0 when none failed or errored. Without arguments it speaks the
 * rulings-stdio/4 protocol (docs/protocol.md; each answer carries its request's id) on stdin/stdout, for
 * {@code rulings run --engine "stdio:java -cp forge.jar:runner.jar rulings.forge.ForgeRunner"}. Either way
 * {@link ForgeDriver} drives Forge, on its game thread.
 */
public final class ForgeRunner {
    static final String PROTOCOL = "rulings-stdio/4";
    static final List<String> CAPABILITIES = List.of("counters", "library-setup", "mana-pool-setup", "trigger-events",
            "scripted-decisions", "attachments", "combat", "adventure");

    private final ForgeDriver driver = new ForgeDriver();
    private boolean started;

    private ForgeRunner() {
    }

    static void initForge() {
        GuiBase.setInterface(new GuiDesktop());
        FModel.initialize(null, preferences -> {
            preferences.setPref(FPref.LOAD_CARD_SCRIPTS_LAZILY, false);
            preferences.setPref(FPref.UI_LANGUAGE, "en-US");
            return null;
        });
    }

    public static void main(String[] args) throws Exception {
        PrintStream console = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        System.setOut(System.err); // Forge logs to stdout; only the runner's own lines may go there
        Path puzzles = null;
        Path reports = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--puzzles") && i + 1 < args.length) {
                puzzles = Paths.get(args[++i]);
            } else if (args[i].equals("--reports") && i + 1 < args.length) {
                reports = Paths.get(args[++i]);
            } else {
                System.err.println("usage: ForgeRunner [--puzzles DIR [--reports DIR]]");
                System.exit(2);
            }
        }
        initForge();
        if (puzzles != null) {
            int code = PuzzleRun.run(puzzles, reports != null ? reports : puzzles.resolve("reports"), new ForgeDriver(), console);
            System.exit(code);
        }
        new ForgeRunner().serve(console);
    }

    private void serve(PrintStream protocol) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            Map<String, Object> answer;
            boolean stop = false;
            Object id = null;
            try {
                Object parsed = Json.parse(line);
                if (!(parsed instanceof Map)) {
                    answer = error("bad-request", "a request is a JSON object");
                } else {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> request = (Map<String, Object>) parsed;
                    id = request.get("id") instanceof Long ? request.get("id") : null;
                    stop = "stop".equals(request.get("cmd"));
                    answer = handle(request);
                }
            } catch (IllegalArgumentException e) {
                answer = error("bad-request", e.getMessage());
            } catch (UnsupportedOperationException e) {
                answer = error("unsupported-action", e.getMessage());
            } catch (Exception e) {
                answer = error("internal", e.getClass().getName() + ": " + e.getMessage());
            }
            Map<String, Object> reply = new LinkedHashMap<>();
            reply.put("id", id); // every answer names the request it answers
            reply.putAll(answer);
            protocol.println(Json.write(reply));
            protocol.flush();
            if (stop) {
                return;
            }
        }
    }

    static Map<String, Object> error(String code, String message) {
        Map<String, Object> err = new LinkedHashMap<>();
        err.put("code", code);
        err.put("message", message == null ? "" : message);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("error", err);
        return answer;
    }

    @SuppressWarnings("unchecked")
    Map<String, Object> handle(Map<String, Object> request) throws Exception {
        String cmd = String.valueOf(request.get("cmd"));
        Map<String, Object> answer = new LinkedHashMap<>();
        switch (cmd) {
            case "hello":
                answer.put("protocol", PROTOCOL);
                answer.put("name", "forge");
                answer.put("version", BuildInfo.getVersionString());
                answer.put("capabilities", CAPABILITIES);
                answer.put("explain", false);
                return answer;
            case "start": {
                Map<String, Object> setup = (Map<String, Object>) request.get("setup");
                List<Object> decisions = (List<Object>) request.getOrDefault("decisions", new ArrayList<>());
                Map<String, Object> scenario = new LinkedHashMap<>();
                scenario.put("setup", setup);
                scenario.put("decisions", decisions);
                driver.start(StateText.lines(setup), scenario);
                started = true;
                answer.put("ok", true);
                return answer;
            }
            case "act":
                requireGame();
                return driver.act((Map<String, Object>) request.get("action"));
            case "observe":
                requireGame();
                answer.put("snapshot", driver.observe());
                return answer;
            case "stop":
                answer.put("ok", true);
                return answer;
            default:
                return error("unknown-command", "unknown command " + cmd);
        }
    }

    private void requireGame() {
        if (!started) {
            throw new IllegalArgumentException("start first");
        }
    }
}
