import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Test helper: reads {"check": ..., "snapshot": ...} (JSON) per line on stdin and prints, per line, the runner's
 * verdict as JSON: null when the check holds, else its message, or {"unsupported": field} when the snapshot
 * lacks a field the check reads. tests/test_forge_runner.py compares them with
 * adapters/checks.py's on the same input.
 */
public class ChecksCheck {
    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            Map<String, Object> item = (Map<String, Object>) rulings.forge.Json.parse(line);
            try {
                String verdict = rulings.forge.Checks.evaluate((Map<String, Object>) item.get("check"),
                        (Map<String, Object>) item.get("snapshot"));
                System.out.println(rulings.forge.Json.write(verdict));
            } catch (rulings.forge.Checks.NotReported e) {
                System.out.println(rulings.forge.Json.write(java.util.Map.of("unsupported", e.field)));
            }
        }
    }
}
