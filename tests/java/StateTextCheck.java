import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Test helper: reads one protocol setup (JSON) per line on stdin and prints, per setup, the runner's Forge
 * state lines joined by "\n" escapes as one JSON string line, or "!" and the refusal reason.
 * tests/test_forge_runner.py compares them with the Python exporter's lines.
 */
public class StateTextCheck {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            try {
                Map<String, Object> setup = (Map<String, Object>) rulings.forge.Json.parse(line);
                System.out.println(rulings.forge.Json.write(String.join("\n", rulings.forge.StateText.lines(setup))));
            } catch (IllegalArgumentException e) {
                System.out.println("!" + e.getMessage());
            }
        }
    }
}
