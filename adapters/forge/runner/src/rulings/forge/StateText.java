package rulings.forge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A protocol setup (rulings-stdio/3 "start" request) as the [state] lines of Forge's game-state format, the
 * same lines `rulings export --format forge` writes (adapters/forge/puzzle.py is the reference for both).
 * Throws IllegalArgumentException, with the reason, for a setup the format can't hold.
 */
public final class StateText {
    private static final String[] SEATS = {"human", "ai"};
    private static final String[] ZONES = {"library", "hand", "graveyard", "exile", "battlefield"};

    private StateText() {
    }

    static String phase(String step) {
        switch (step) {
            case "untap": return "UNTAP";
            case "upkeep": return "UPKEEP";
            case "draw": return "DRAW";
            case "precombat_main": return "MAIN1";
            case "beginning_of_combat": return "COMBAT_BEGIN";
            case "declare_attackers": return "COMBAT_DECLARE_ATTACKERS";
            case "declare_blockers": return "COMBAT_DECLARE_BLOCKERS";
            case "combat_damage": return "COMBAT_DAMAGE";
            case "end_of_combat": return "COMBAT_END";
            case "postcombat_main": return "MAIN2";
            case "end": return "END_OF_TURN";
            case "cleanup": return "CLEANUP";
            default: throw new IllegalArgumentException("step " + step + " has no Forge phase");
        }
    }

    static String step(String phase) {
        for (String s : new String[] {"untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
                "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end",
                "cleanup"}) {
            if (phase(s).equals(phase)) {
                return s;
            }
        }
        return phase.toLowerCase();
    }

    @SuppressWarnings("unchecked")
    public static List<String> lines(Map<String, Object> setup) {
        List<Object> players = (List<Object>) setup.get("players");
        if (players.size() != 2) {
            throw new IllegalArgumentException(players.size() + " players: Forge's game-state format holds two");
        }
        List<String> out = new ArrayList<>();
        out.add("turn=" + setup.get("turn"));
        String active = (String) setup.get("active_player");
        out.add("activeplayer=" + (active.equals(name(players.get(0))) ? "human" : "ai"));
        out.add("activephase=" + phase((String) setup.get("step")));
        for (int n = 0; n < 2; n++) {
            Map<String, Object> p = (Map<String, Object>) players.get(n);
            String seat = SEATS[n];
            out.add(seat + "life=" + p.getOrDefault("life", 20L));
            Object lands = p.getOrDefault("lands_played", 0L);
            if (((Number) lands).intValue() != 0) {
                out.add(seat + "landsplayed=" + lands);
            }
            String pool = (String) p.getOrDefault("mana_pool", "");
            if (!pool.isEmpty()) {
                if (!pool.matches("(\\{[WUBRGC]\\})*")) {
                    throw new IllegalArgumentException("mana pool " + pool + ": only {W}{U}{B}{R}{G}{C} can be written");
                }
                out.add(seat + "manapool=" + pool.replace("}{", " ").replace("{", "").replace("}", ""));
            }
            for (String zone : ZONES) {
                List<Object> cards = (List<Object>) p.getOrDefault(zone, new ArrayList<>());
                if (cards.isEmpty()) {
                    continue;
                }
                List<String> texts = new ArrayList<>();
                for (Object c : cards) {
                    texts.add(card((Map<String, Object>) c, zone));
                }
                out.add(seat + zone + "=" + String.join(";", texts));
            }
        }
        return out;
    }

    private static String name(Object player) {
        return (String) ((Map<?, ?>) player).get("name");
    }

    @SuppressWarnings("unchecked")
    private static String card(Map<String, Object> c, String zone) {
        String name = (String) c.get("name");
        if (Boolean.TRUE.equals(c.get("token"))) {
            throw new IllegalArgumentException("token " + name + ": Forge names tokens by token script");
        }
        StringBuilder b = new StringBuilder(name);
        if (zone.equals("battlefield")) {
            if (Boolean.TRUE.equals(c.get("tapped"))) {
                b.append("|Tapped");
            }
            if (Boolean.TRUE.equals(c.get("summoning_sick"))) {
                b.append("|SummonSick");
            }
            Map<String, Object> counters = (Map<String, Object>) c.getOrDefault("counters", Map.of());
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, Object> e : counters.entrySet()) {
                if (((Number) e.getValue()).longValue() != 0) {
                    parts.add(counterType(e.getKey()) + "=" + e.getValue());
                }
            }
            if (!parts.isEmpty()) {
                b.append("|Counters:").append(String.join(",", parts));
            }
        }
        return b.toString();
    }

    static String counterType(String kind) {
        if (kind.equals("+1/+1")) {
            return "P1P1";
        }
        if (kind.equals("-1/-1")) {
            return "M1M1";
        }
        if (!kind.matches("[A-Za-z]+")) {
            throw new IllegalArgumentException("counter kind " + kind + " has no Forge CounterType name");
        }
        return kind.toUpperCase();
    }

    static String counterKind(String type) {
        if (type.equals("P1P1")) {
            return "+1/+1";
        }
        if (type.equals("M1M1")) {
            return "-1/-1";
        }
        return type.toLowerCase();
    }
}
