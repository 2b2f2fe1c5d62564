package rulings.forge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The suite's checks on a snapshot (the rulings-stdio/4 "observe" answer, as JSON maps), the same way
 * adapters/checks.py evaluates them: {@link #evaluate} returns null when the check holds, else "expected ...;
 * observed ...". tests/test_forge_runner.py runs both on the same snapshots and compares the answers.
 */
public final class Checks {
    private Checks() {
    }

    /** A check needs a field the engine did not report: the scenario is unsupported, naming the field
     * (adapters.scenario.NotReported), never judged on a default. */
    public static final class NotReported extends UnsupportedOperationException {
        private static final long serialVersionUID = 1L;
        public final String field;

        NotReported(String field) {
            super("the engine did not report " + field);
            this.field = field;
        }
    }

    /** {@code m.get(key)}, or {@link NotReported} naming {@code cls.key} when the engine left it out. */
    static Object r(Map<String, Object> m, String cls, String key) {
        if (!m.containsKey(key)) {
            throw new NotReported(cls + "." + key);
        }
        return m.get(key);
    }

    static Object snap(Map<String, Object> s, String key) {
        return r(s, "Snapshot", key);
    }

    static Object obj(Map<String, Object> o, String key) {
        return r(o, "ObjectView", key);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> list(Object o) {
        return o == null ? new ArrayList<>() : (List<Map<String, Object>>) o;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        return o == null ? new TreeMap<>() : (Map<String, Object>) o;
    }

    static int num(Object o) {
        return o == null ? 0 : ((Number) o).intValue();
    }

    static Map<String, Object> player(Map<String, Object> snapshot, Object name) {
        for (Map<String, Object> p : list(snap(snapshot, "players"))) {
            if (Objects.equals(p.get("name"), name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("no player " + name + " in the snapshot");
    }

    static TreeMap<String, Integer> counts(List<String> names) {
        TreeMap<String, Integer> out = new TreeMap<>();
        for (String n : names) {
            out.merge(n, 1, Integer::sum);
        }
        return out;
    }

    static String fmt(Map<String, Integer> counts) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            parts.add(e.getValue() + " " + e.getKey());
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    static Map<String, Integer> intMap(Object o) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : map(o).entrySet()) {
            out.put(e.getKey(), num(e.getValue()));
        }
        return out;
    }

    /** Exactly one object of that name on the battlefield, or the message saying otherwise. */
    static Object one(Map<String, Object> s, Object name) {
        List<Map<String, Object>> found = new ArrayList<>();
        for (Map<String, Object> o : list(snap(s, "battlefield"))) {
            if (Objects.equals(o.get("name"), name)) {
                found.add(o);
            }
        }
        if (found.size() != 1) {
            return "expected exactly one " + name + " on the battlefield to check, observed " + found.size();
        }
        return found.get(0);
    }

    /** Null when {@code check} ({"kind", "args"}) holds on {@code s}, else "expected ..., observed ...". */
    public static String evaluate(Map<String, Object> check, Map<String, Object> s) {
        String kind = String.valueOf(check.get("kind"));
        Map<String, Object> a = map(check.get("args"));
        switch (kind) {
            case "triggered": return triggered(s, a);
            case "counters": return counters(s, a);
            case "life": {
                int life = num(r(player(s, a.get("player")), "PlayerView", "life"));
                return life == num(a.get("life")) ? null
                        : "expected " + a.get("player") + "'s life total to be " + num(a.get("life")) + "; observed " + life;
            }
            case "controls": return controls(s, a);
            case "zone": return zone(s, a);
            case "library_top": {
                List<Map<String, Object>> lib = list(r(player(s, a.get("player")), "PlayerView", "library"));
                String top = lib.isEmpty() ? "nothing (empty library)" : String.valueOf(lib.get(0).get("name"));
                return top.equals(a.get("card")) ? null
                        : "expected the top card of " + a.get("player") + "'s library to be " + a.get("card") + "; observed " + top;
            }
            case "stack": {
                List<String> observed = new ArrayList<>();
                for (Map<String, Object> x : list(snap(s, "stack"))) {
                    observed.add(x.get("source") + " (" + x.get("kind") + ")");
                }
                List<Object> expected = new ArrayList<>((List<?>) a.get("items"));
                return observed.equals(expected) ? null : "expected the stack (bottom first) to be [" + join(expected)
                        + "]; observed [" + join(new ArrayList<>(observed)) + "]";
            }
            case "tapped": {
                Object o = one(s, a.get("card"));
                if (o instanceof String) {
                    return (String) o;
                }
                boolean want = Boolean.TRUE.equals(a.get("tapped"));
                return Boolean.TRUE.equals(obj(map(o), "tapped")) == want ? null
                        : "expected " + a.get("card") + " to be " + (want ? "tapped" : "untapped") + "; observed the opposite";
            }
            case "power_toughness": {
                if (a.containsKey("each")) { // every permanent of that name, in any order (as adapters/checks.py)
                    List<String> observed = new ArrayList<>();
                    for (Map<String, Object> o : list(snap(s, "battlefield"))) {
                        if (Objects.equals(o.get("name"), a.get("card"))) {
                            observed.add(num(obj(o, "power")) + "/" + num(obj(o, "toughness")));
                        }
                    }
                    List<String> expected = new ArrayList<>();
                    for (Object pt : (List<?>) a.get("each")) {
                        List<?> pair = (List<?>) pt;
                        expected.add(num(pair.get(0)) + "/" + num(pair.get(1)));
                    }
                    Collections.sort(observed);
                    Collections.sort(expected);
                    return observed.equals(expected) ? null : "expected the " + a.get("card") + " permanents to be "
                            + String.join(", ", expected) + "; observed " + (observed.isEmpty() ? "none" : String.join(", ", observed));
                }
                Object o = one(s, a.get("card"));
                if (o instanceof String) {
                    return (String) o;
                }
                Object p = obj(map(o), "power");
                Object t = obj(map(o), "toughness");
                boolean same = p != null && t != null && num(p) == num(a.get("power")) && num(t) == num(a.get("toughness"));
                return same ? null : "expected " + a.get("card") + " to be " + num(a.get("power")) + "/" + num(a.get("toughness"))
                        + "; observed " + str(p) + "/" + str(t);
            }
            case "mana_pool": {
                Map<String, Integer> pool = nonZero(intMap(r(player(s, a.get("player")), "PlayerView", "mana_pool")));
                Map<String, Integer> want = nonZero(intMap(a.get("mana")));
                return pool.equals(want) ? null : "expected " + a.get("player") + "'s mana pool to be "
                        + (want.isEmpty() ? "empty" : pyDict(want)) + "; observed " + (pool.isEmpty() ? "empty" : pyDict(pool));
            }
            case "attached": {  // a null host: attached to nothing
                Object o = one(s, a.get("card"));
                Object h = a.get("host") == null ? null : one(s, a.get("host"));
                if (o instanceof String) {
                    return (String) o;
                }
                if (h instanceof String) {
                    return (String) h;
                }
                Object to = obj(map(o), "attached_to");
                if (Objects.equals(to, h == null ? null : map(h).get("id"))) {
                    return null;
                }
                String where = "nothing";
                for (Map<String, Object> x : list(snap(s, "battlefield"))) {
                    if (Objects.equals(x.get("id"), to)) {
                        where = String.valueOf(x.get("name"));
                        break;
                    }
                }
                Object want = a.get("host") == null ? "nothing" : a.get("host");
                return "expected " + a.get("card") + " to be attached to " + want + "; observed attached to " + where;
            }
            case "mana_value": {
                Object value;
                if ("stack".equals(a.get("where"))) {
                    List<Map<String, Object>> spells = new ArrayList<>();
                    for (Map<String, Object> x : list(snap(s, "stack"))) {
                        if ("spell".equals(x.get("kind")) && Objects.equals(x.get("source"), a.get("card"))) {
                            spells.add(x);
                        }
                    }
                    if (spells.size() != 1) {
                        return "expected exactly one " + a.get("card") + " spell on the stack to check, observed " + spells.size();
                    }
                    value = r(spells.get(0), "StackView", "mana_value");
                } else {
                    Object o = one(s, a.get("card"));
                    if (o instanceof String) {
                        return (String) o;
                    }
                    value = obj(map(o), "mana_value");
                }
                String where = "stack".equals(a.get("where")) ? "on the stack" : "on the battlefield";
                return value != null && num(value) == num(a.get("value")) ? null
                        : "expected " + a.get("card") + " " + where + " to have mana value " + num(a.get("value")) + "; observed " + str(value);
            }
            case "turn": {
                boolean same = Objects.equals(snap(s, "active_player"), a.get("player")) && Objects.equals(snap(s, "step"), a.get("step"));
                return same ? null : "expected it to be " + a.get("player") + "'s " + String.valueOf(a.get("step")).replace('_', ' ')
                        + " step; observed " + s.get("active_player") + "'s " + String.valueOf(s.get("step")).replace('_', ' ') + " step";
            }
            case "characteristics": return characteristics(s, a);
            default:
                throw new IllegalArgumentException("unknown check kind " + kind);
        }
    }

    static String str(Object o) {
        return o == null ? "None" : String.valueOf(o instanceof Number ? num(o) : o);
    }

    static String join(List<Object> items) {
        List<String> out = new ArrayList<>();
        for (Object o : items) {
            out.add(String.valueOf(o));
        }
        return String.join(", ", out);
    }

    static Map<String, Integer> nonZero(Map<String, Integer> m) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getValue() != 0) {
                out.put(e.getKey(), e.getValue());
            }
        }
        return out;
    }

    /** A map written as Python writes a dict, so messages read the same from both checkers. */
    static String pyDict(Map<String, Integer> m) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            parts.add("'" + e.getKey() + "': " + e.getValue());
        }
        return "{" + String.join(", ", parts) + "}";
    }

    static String triggered(Map<String, Object> s, Map<String, Object> a) {
        List<String> sources = new ArrayList<>();
        for (Map<String, Object> t : list(snap(s, "triggered"))) {
            sources.add(String.valueOf(t.get("source")));
        }
        TreeMap<String, Integer> observed = counts(sources);
        TreeMap<String, Integer> expected = new TreeMap<>(nonZero(intMap(a.get("sources"))));
        if (observed.equals(expected)) {
            return null;
        }
        return "expected triggered abilities put on the stack: " + each(expected) + "; observed " + each(observed);
    }

    static String each(Map<String, Integer> counts) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            parts.add(e.getValue() + " from " + e.getKey());
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    static String counters(Map<String, Object> s, Map<String, Object> a) {
        Object o = one(s, a.get("card"));
        if (o instanceof String) {
            return (String) o;
        }
        int n = num(map(obj(map(o), "counters")).get(String.valueOf(a.get("kind"))));
        return n == num(a.get("count")) ? null
                : "expected " + a.get("card") + " to have " + num(a.get("count")) + " " + a.get("kind") + " counter(s); observed " + n;
    }

    static String controls(Map<String, Object> s, Map<String, Object> a) {
        List<String> mine = new ArrayList<>();
        for (Map<String, Object> o : list(snap(s, "battlefield"))) {
            if (Objects.equals(obj(o, "controller"), a.get("player"))) {
                mine.add(String.valueOf(o.get("name")));
            }
        }
        TreeMap<String, Integer> have = counts(mine);
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Object> e : map(a.get("cards")).entrySet()) {
            int n = have.getOrDefault(e.getKey(), 0);
            if (n != num(e.getValue())) {
                wrong.add(n + " " + e.getKey());
            }
        }
        if (wrong.isEmpty()) {
            return null;
        }
        return "expected " + a.get("player") + " to control " + fmtOrdered(a.get("cards")) + "; observed " + String.join(", ", wrong);
    }

    /** The expected cards in the order the scenario lists them (a JSON object keeps its order). */
    static String fmtOrdered(Object cards) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Object> e : map(cards).entrySet()) {
            parts.add(num(e.getValue()) + " " + e.getKey());
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }

    static String zone(Map<String, Object> s, Map<String, Object> a) {
        String zone = String.valueOf(a.get("zone"));
        Object who = a.get("player");
        List<Map<String, Object>> objs;
        if (zone.equals("exile")) {
            objs = new ArrayList<>();
            for (Map<String, Object> o : list(snap(s, "exile"))) {
                if (who == null || Objects.equals(obj(o, "owner"), who)) {
                    objs.add(o);
                }
            }
        } else {
            objs = list(r(player(s, who), "PlayerView", zone));
        }
        String where = who != null ? who + "'s " + zone : zone;
        List<String> names = new ArrayList<>();
        for (Map<String, Object> o : objs) {
            names.add(String.valueOf(o.get("name")));
        }
        TreeMap<String, Integer> held = counts(names);
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Object> e : map(a.get("cards")).entrySet()) {
            int n = held.getOrDefault(e.getKey(), 0);
            if (n != num(e.getValue())) {
                wrong.add(n + " " + e.getKey());
            }
        }
        if (wrong.isEmpty()) {
            return null;
        }
        return "expected " + where + " to hold " + fmtOrdered(a.get("cards")) + "; observed " + String.join(", ", wrong)
                + " (whole " + zone + ": " + fmt(held) + ")";
    }

    static String characteristics(Map<String, Object> s, Map<String, Object> a) {
        String where = String.valueOf(a.get("where"));
        Object who = a.get("player");
        Object name = a.get("card");
        List<Map<String, Object>> found = new ArrayList<>();
        if (where.equals("stack")) {
            for (Map<String, Object> x : list(snap(s, "stack"))) {
                if ("spell".equals(x.get("kind")) && Objects.equals(x.get("source"), name)) {
                    found.add(x);
                }
            }
        } else if (where.equals("battlefield")) {
            for (Map<String, Object> o : list(snap(s, "battlefield"))) {
                if (Objects.equals(o.get("name"), name) && (who == null || Objects.equals(obj(o, "controller"), who))) {
                    found.add(o);
                }
            }
        } else if (where.equals("exile")) {
            for (Map<String, Object> o : list(snap(s, "exile"))) {
                if (Objects.equals(o.get("name"), name) && (who == null || Objects.equals(obj(o, "owner"), who))) {
                    found.add(o);
                }
            }
        } else {
            for (Map<String, Object> o : list(r(player(s, who), "PlayerView", where))) {
                if (Objects.equals(o.get("name"), name)) {
                    found.add(o);
                }
            }
        }
        if (found.size() != 1) {
            return "expected exactly one " + name + " (" + where + ") to check, observed " + found.size();
        }
        Map<String, Object> found0 = found.get(0);
        String cls = where.equals("stack") ? "StackView" : "ObjectView";
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, Object> e : map(a.get("expect")).entrySet()) {
            Object want = e.getValue();
            Object have = r(found0, cls, e.getKey());
            if (want instanceof List) {
                List<String> w = sortedStrings(want);
                List<String> h = sortedStrings(have);
                if (!w.equals(h)) {
                    problems.add(e.getKey() + " " + pyList(w) + ", observed " + pyList(h));
                }
            } else if (!sameValue(want, have)) {
                problems.add(e.getKey() + " " + pyRepr(want) + ", observed " + pyRepr(have));
            }
        }
        return problems.isEmpty() ? null : "expected " + name + " (" + where + ") to have " + String.join("; ", problems);
    }

    static boolean sameValue(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            return ((Number) a).longValue() == ((Number) b).longValue();
        }
        return Objects.equals(a, b);
    }

    static List<String> sortedStrings(Object o) {
        List<String> out = new ArrayList<>();
        if (o instanceof List) {
            for (Object x : (List<?>) o) {
                out.add(String.valueOf(x));
            }
        }
        Collections.sort(out);
        return out;
    }

    static String pyList(List<String> items) {
        List<String> parts = new ArrayList<>();
        for (String s : items) {
            parts.add("'" + s + "'");
        }
        return "[" + String.join(", ", parts) + "]";
    }

    static String pyRepr(Object o) {
        if (o == null) {
            return "None";
        }
        if (o instanceof String) {
            return "'" + o + "'";
        }
        return String.valueOf(o instanceof Number ? ((Number) o).longValue() : o);
    }
}
