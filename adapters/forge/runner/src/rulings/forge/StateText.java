package rulings.forge;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A protocol setup (rulings-stdio/4 "start" request) as the [state] lines of Forge's game-state format, the
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
        if (Boolean.FALSE.equals(setup.get("begun"))) {
            throw new IllegalArgumentException("the game begins in the scenario (mulligans, opening hands): a puzzle starts mid-game");
        }
        List<Object> teams = (List<Object>) setup.get("teams");
        if (teams != null && !teams.isEmpty()) {
            throw new IllegalArgumentException("Two-Headed Giant teams: Forge's game-state format holds two players");
        }
        if (players.size() != 2) {
            throw new IllegalArgumentException(players.size() + " players: Forge's game-state format holds two");
        }
        List<String> out = new ArrayList<>();
        out.add("turn=" + setup.get("turn"));
        String active = (String) setup.get("active_player");
        out.add("activeplayer=" + (active.equals(name(players.get(0))) ? "human" : "ai"));
        out.add("activephase=" + phase((String) setup.get("step")));
        Map<Object, Integer> ids = new java.util.IdentityHashMap<>();
        Map<Object, Integer> hosts = new java.util.IdentityHashMap<>();
        for (Object po : players) {
            List<Object> field = (List<Object>) ((Map<String, Object>) po).getOrDefault("battlefield", new ArrayList<>());
            for (Object c : field) {
                Object host = ((Map<String, Object>) c).get("attached_to");
                if (host == null) {
                    continue;
                }
                Object found = null;
                int count = 0;
                for (Object other : field) {
                    if (other != c && host.equals(((Map<String, Object>) other).get("name"))) {
                        found = other;
                        count++;
                    }
                }
                if (count != 1) {
                    throw new IllegalArgumentException(((Map<String, Object>) c).get("name") + " is attached to " + host
                            + ", which is not one permanent");
                }
                if (!ids.containsKey(found)) {
                    ids.put(found, ids.size() + 1);
                }
                hosts.put(c, ids.get(found));
            }
        }
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
                    texts.add(card((Map<String, Object>) c, zone, ids, hosts));
                }
                out.add(seat + zone + "=" + String.join(";", texts));
            }
        }
        return out;
    }

    /**
     * Tokens a setup may hold: Forge's token script for the same token and a set that prints it, as
     * adapters/forge/puzzle.py's TOKENS ({@code T:<script>|Set:<code>} loads the token with its abilities).
     */
    private static final Map<String, String[]> TOKENS = Map.of(
            "Wizard", new String[] {"b_0_1_wizard_snipe", "FIN"},
            "Bird", new String[] {"g_2_2_bird_landfall", "FIN"},
            "Human", new String[] {"w_1_1_human", "ELD"});

    /** The suite's name of a card: Forge names a token "Wizard Token" where the suite says "Wizard". */
    static String cardName(String forgeName, boolean token) {
        return token && forgeName.endsWith(" Token") ? forgeName.substring(0, forgeName.length() - " Token".length()) : forgeName;
    }

    private static String name(Object player) {
        return (String) ((Map<?, ?>) player).get("name");
    }

    @SuppressWarnings("unchecked")
    private static String card(Map<String, Object> c, String zone, Map<Object, Integer> ids, Map<Object, Integer> hosts) {
        String name = (String) c.get("name");
        StringBuilder b = new StringBuilder(name);
        if (Boolean.TRUE.equals(c.get("token"))) {
            String[] script = TOKENS.get(name);
            if (script == null) {
                throw new IllegalArgumentException("token " + name + ": no Forge token script is known for it");
            }
            if (!zone.equals("battlefield")) {
                throw new IllegalArgumentException("token " + name + " in " + zone + ": Forge's state puts tokens on the battlefield only");
            }
            b = new StringBuilder("T:" + script[0] + "|Set:" + script[1]);
        }
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
            if (ids.containsKey(c)) {
                b.append("|Id:").append(ids.get(c));
            }
            if (hosts.containsKey(c)) {
                b.append("|AttachedTo:").append(hosts.get(c));
            }
            Object named = c.get("named");
            if (named != null) {
                b.append("|NamedCard:").append(named);
            }
        } else if (Boolean.TRUE.equals(c.get("tapped")) || Boolean.TRUE.equals(c.get("summoning_sick"))
                || !((Map<String, Object>) c.getOrDefault("counters", Map.of())).isEmpty() || c.get("attached_to") != null
                || c.get("named") != null) {
            throw new IllegalArgumentException(name + " in " + zone + " has a status Forge keeps only on the battlefield");
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
