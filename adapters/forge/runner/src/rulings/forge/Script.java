package rulings.forge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A scenario's scripted choices (its "decisions": player, kind, answer), answered in order per player and
 * kind, as adapters/reference.py's ScriptedDecider does. A choice the script doesn't answer is an error of the
 * scenario, never a guess: {@link #next} throws {@link Unscripted}.
 */
public final class Script {
    /** A choice the engine asked for that the scenario doesn't script. */
    public static final class Unscripted extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        public Unscripted(String message) {
            super(message);
        }
    }

    private final List<Map<String, Object>> remaining = new ArrayList<>();

    @SuppressWarnings("unchecked")
    public Script(List<Object> decisions) {
        for (Object d : decisions) {
            remaining.add((Map<String, Object>) d);
        }
    }

    /** Whether {@code player} has a scripted answer of one of {@code kinds} left. */
    public boolean has(String player, String... kinds) {
        return find(player, kinds) >= 0;
    }

    private int find(String player, String... kinds) {
        for (int i = 0; i < remaining.size(); i++) {
            Map<String, Object> d = remaining.get(i);
            if (Objects.equals(d.get("player"), player)) {
                for (String k : kinds) {
                    if (k.equals(d.get("kind"))) {
                        return i;
                    }
                }
            }
        }
        return -1;
    }

    /** The next scripted answer of {@code player} for one of {@code kinds}, used up. */
    public Object next(String player, String prompt, String... kinds) {
        int i = find(player, kinds);
        if (i < 0) {
            throw new Unscripted(player + " must make a choice the scenario does not script: " + String.join("/", kinds)
                    + ": " + prompt);
        }
        return remaining.remove(i).get("answer");
    }

    /** The scripted answers nobody asked for (reported by the runner, as unused_decisions). */
    public List<Map<String, Object>> unused() {
        return new ArrayList<>(remaining);
    }
}
