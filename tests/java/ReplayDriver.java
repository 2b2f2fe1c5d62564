import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Test helper: a {@link rulings.forge.PuzzleRun.Driver} that replays what another engine answered: per scenario,
 * TAPES/&lt;id&gt;.tape.json holds the answers to its actions and the snapshots of its observations, in order
 * (tests/test_forge_runner.py records them from the reference engine). Run as
 * {@code java ReplayDriver PUZZLES TAPES REPORTS}: the runner's whole puzzle loop (expectations, answers,
 * checks, JUnit report, exit code) on the exported puzzles, without Forge.
 */
public class ReplayDriver implements rulings.forge.PuzzleRun.Driver {
    private final Path tapes;
    private final List<Object> answers = new ArrayList<>();
    private final List<Object> snapshots = new ArrayList<>();

    ReplayDriver(Path tapes) {
        this.tapes = tapes;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void start(List<String> stateLines, Map<String, Object> scenario) throws Exception {
        // the tape's file name is the scenario id made safe as adapters.corpus.scenario_file makes it
        String id = String.valueOf(scenario.get("id")).replaceAll("[^\\p{Alnum}\\-_\\[\\]]", "_");
        Map<String, Object> tape = (Map<String, Object>) rulings.forge.Json.parse(
                Files.readString(tapes.resolve(id + ".tape.json"), StandardCharsets.UTF_8));
        answers.clear();
        snapshots.clear();
        answers.addAll((List<Object>) tape.get("answers"));
        snapshots.addAll((List<Object>) tape.get("snapshots"));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> act(Map<String, Object> action) {
        return (Map<String, Object>) answers.remove(0);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> observe() {
        return (Map<String, Object>) snapshots.remove(0);
    }

    public static void main(String[] args) throws Exception {
        Path puzzles = Paths.get(args[0]);
        int code = rulings.forge.PuzzleRun.run(puzzles, Paths.get(args[2]), new ReplayDriver(Paths.get(args[1])), System.out);
        System.exit(code);
    }
}
