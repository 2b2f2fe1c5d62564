package rulings.forge;

import forge.GuiDesktop;
import forge.ai.ComputerUtil;
import forge.ai.GameState;
import forge.ai.LobbyPlayerAi;
import forge.card.MagicColor;
import forge.deck.Deck;
import forge.game.Game;
import forge.game.GameRules;
import forge.game.GameStage;
import forge.game.GameType;
import forge.game.Match;
import forge.game.card.Card;
import forge.game.card.CounterType;
import forge.game.player.Player;
import forge.game.player.RegisteredPlayer;
import forge.game.spellability.SpellAbility;
import forge.game.spellability.SpellAbilityStackInstance;
import forge.game.zone.ZoneType;
import forge.gui.GuiBase;
import forge.item.IPaperCard;
import forge.localinstance.properties.ForgePreferences.FPref;
import forge.model.FModel;
import forge.util.BuildInfo;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Forge behind the rulings-stdio/3 protocol (docs/protocol.md): one JSON request per line on stdin, one
 * JSON answer per line on stdout, carrying the request's id. Run by the suite as
 * {@code rulings run --engine "stdio:java -cp forge.jar:runner.jar rulings.forge.ForgeRunner"}.
 *
 * <p>start: the setup becomes Forge game-state lines ({@link StateText}) applied with Forge's own
 * {@code GameState} (triggers suppressed while cards are placed, as in puzzle mode). act: play_land and
 * cast_spell through Forge's rules checks (the AI controller pays costs), resolve_stack and "all players
 * pass priority" with a non-empty stack resolve objects one at a time, putting triggered abilities on the
 * stack after each; other actions are answered with the error unsupported-action. observe: the
 * normalised snapshot, whose "triggered" lists the triggered abilities put on the stack since the last
 * action. Forge's own choices are made by its AI controllers, so the runner does not declare
 * scripted-decisions: the suite reports scenarios with scripted choices as unsupported.
 */
public final class ForgeRunner {
    static final String PROTOCOL = "rulings-stdio/3";
    static final int MAX_RESOLUTIONS = 1000;

    private final PrintStream out;
    private Game game;
    private List<String> names = new ArrayList<>();
    private final List<Map<String, Object>> triggered = new ArrayList<>();

    ForgeRunner(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        PrintStream protocol = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        System.setOut(System.err); // Forge logs to stdout; only protocol lines may go there
        GuiBase.setInterface(new GuiDesktop());
        FModel.initialize(null, preferences -> {
            preferences.setPref(FPref.LOAD_CARD_SCRIPTS_LAZILY, false);
            preferences.setPref(FPref.UI_LANGUAGE, "en-US");
            return null;
        });
        ForgeRunner runner = new ForgeRunner(protocol);
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
                    answer = runner.handle(request);
                }
            } catch (IllegalArgumentException e) {
                answer = error("bad-request", e.getMessage());
            } catch (UnsupportedOperationException e) {
                answer = error("unsupported-action", e.getMessage());
            } catch (RuntimeException e) {
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
    Map<String, Object> handle(Map<String, Object> request) {
        String cmd = String.valueOf(request.get("cmd"));
        Map<String, Object> answer = new LinkedHashMap<>();
        switch (cmd) {
            case "hello":
                answer.put("protocol", PROTOCOL);
                answer.put("name", "forge");
                answer.put("version", BuildInfo.getVersionString());
                answer.put("capabilities", List.of("counters", "library-setup", "mana-pool-setup", "trigger-events"));
                answer.put("explain", false);
                return answer;
            case "start":
                start((Map<String, Object>) request.get("setup"));
                answer.put("ok", true);
                return answer;
            case "act":
                requireGame();
                return act((Map<String, Object>) request.get("action"));
            case "observe":
                requireGame();
                answer.put("snapshot", observe());
                return answer;
            case "stop":
                answer.put("ok", true);
                return answer;
            default:
                return error("unknown-command", "unknown command " + cmd);
        }
    }

    private void requireGame() {
        if (game == null) {
            throw new IllegalArgumentException("start first");
        }
    }

    // --- start ---------------------------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private void start(Map<String, Object> setup) {
        List<String> lines = StateText.lines(setup);
        List<RegisteredPlayer> players = new ArrayList<>();
        names = new ArrayList<>();
        for (Object p : (List<Object>) setup.get("players")) {
            String name = (String) ((Map<String, Object>) p).get("name");
            names.add(name);
            players.add(new RegisteredPlayer(new Deck()).setPlayer(new LobbyPlayerAi(name, null)));
        }
        GameRules rules = new GameRules(GameType.Constructed);
        Match match = new Match(rules, players, "rulings");
        game = new Game(players, rules, match);
        game.setAge(GameStage.Play);
        GameState state = new GameState() {
            @Override
            public IPaperCard getPaperCard(String cardName) {
                return FModel.getMagicDb().getCommonCards().getCard(cardName);
            }
        };
        state.parse(lines);
        state.applyToGame(game);
        triggered.clear();
        checkPlaced((List<Object>) setup.get("players"));
    }

    /** Forge's GameState skips a card it doesn't know, with a message on stderr: refuse such a setup. */
    @SuppressWarnings("unchecked")
    private void checkPlaced(List<Object> setupPlayers) {
        for (int n = 0; n < setupPlayers.size(); n++) {
            Map<String, Object> p = (Map<String, Object>) setupPlayers.get(n);
            Player player = game.getPlayers().get(n);
            for (String zone : new String[] {"library", "hand", "graveyard", "battlefield"}) {
                List<Object> want = (List<Object>) p.getOrDefault(zone, new ArrayList<>());
                int got = 0;
                for (Card c : player.getCardsIn(zoneType(zone))) {
                    got++;
                }
                if (got != want.size()) {
                    throw new IllegalStateException(names.get(n) + "'s " + zone + " holds " + got + " card(s), the setup "
                            + want.size() + ": Forge doesn't know a card of " + Json.write(want));
                }
            }
        }
    }

    private static ZoneType zoneType(String zone) {
        switch (zone) {
            case "library": return ZoneType.Library;
            case "hand": return ZoneType.Hand;
            case "graveyard": return ZoneType.Graveyard;
            case "exile": return ZoneType.Exile;
            case "battlefield": return ZoneType.Battlefield;
            default: throw new IllegalArgumentException("zone " + zone);
        }
    }

    // --- act -----------------------------------------------------------------------------------------------

    private Player player(Object name) {
        int i = names.indexOf(String.valueOf(name));
        if (i < 0) {
            throw new IllegalArgumentException("no player " + name);
        }
        return game.getPlayers().get(i);
    }

    private Map<String, Object> accepted(boolean ok, String reason) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("accepted", ok);
        if (!ok) {
            answer.put("reason", reason);
        }
        return answer;
    }

    private Map<String, Object> act(Map<String, Object> action) {
        triggered.clear();
        String kind = String.valueOf(action.get("kind"));
        Object zoneName = action.get("zone");
        String zone = zoneName == null ? "hand" : zoneName.toString();
        switch (kind) {
            case "play_land": {
                Player p = player(action.get("player"));
                Card card = find(p, zone, (String) action.get("card"));
                if (card == null) {
                    return accepted(false, "there is no " + action.get("card") + " in " + p.getName() + "'s " + zone);
                }
                Set<Integer> before = stackIds();
                boolean ok = p.playLand(card, false, null);
                settle(before);
                return accepted(ok, "Forge refused to play " + card.getName());
            }
            case "cast_spell": {
                if (action.get("x") != null) {
                    throw new UnsupportedOperationException("casting with X is not driven by this runner yet");
                }
                Player p = player(action.get("player"));
                Card card = find(p, zone, (String) action.get("card"));
                if (card == null) {
                    return accepted(false, "there is no " + action.get("card") + " in " + p.getName() + "'s " + zone);
                }
                SpellAbility spell = null;
                for (SpellAbility sa : card.getAllPossibleAbilities(p, true)) {
                    if (sa.isSpell()) {
                        spell = sa;
                        break;
                    }
                }
                if (spell == null) {
                    return accepted(false, "Forge offers no way to cast " + card.getName() + " now");
                }
                spell.setActivatingPlayer(p);
                Set<Integer> before = stackIds();
                boolean ok = ComputerUtil.handlePlayingSpellAbility(p, spell, null);
                settle(before);
                return accepted(ok, "Forge refused to cast " + card.getName());
            }
            case "pass_priority":
                if (action.get("player") != null) {
                    throw new UnsupportedOperationException("one player passing priority is not driven by this runner yet");
                }
                if (game.getStack().isEmpty()) {
                    throw new UnsupportedOperationException("passing priority with an empty stack (ending a step) is not "
                            + "driven by this runner yet");
                }
                resolveTop();
                return accepted(true, "");
            case "resolve_stack":
                for (int i = 0; i < MAX_RESOLUTIONS && !game.getStack().isEmpty(); i++) {
                    resolveTop();
                }
                if (!game.getStack().isEmpty()) {
                    throw new IllegalStateException("the stack is not empty after " + MAX_RESOLUTIONS + " resolutions");
                }
                return accepted(true, "");
            default:
                throw new UnsupportedOperationException("action " + kind + " is not driven by this runner yet");
        }
    }

    private Card find(Player p, String zone, String name) {
        for (Card c : p.getCardsIn(zoneType(zone))) {
            if (c.getName().equals(name)) {
                return c;
            }
        }
        return null;
    }

    private Set<Integer> stackIds() {
        Set<Integer> ids = new HashSet<>();
        for (SpellAbilityStackInstance si : game.getStack()) {
            ids.add(si.getId());
        }
        return ids;
    }

    /** State-based actions, then waiting triggered abilities onto the stack; record the new ones. */
    private void settle(Set<Integer> before) {
        game.getAction().checkStateEffects(true);
        game.getStack().addAllTriggeredAbilitiesToStack();
        for (SpellAbilityStackInstance si : game.getStack()) {
            if (si.isTrigger() && !before.contains(si.getId())) {
                triggered.add(stackView(si));
            }
        }
    }

    private void resolveTop() {
        Set<Integer> before = stackIds();
        game.getStack().resolveStack();
        settle(before);
    }

    // --- observe -------------------------------------------------------------------------------------------

    private Map<String, Object> observe() {
        Map<String, Object> snap = new LinkedHashMap<>();
        List<Object> players = new ArrayList<>();
        for (int n = 0; n < names.size(); n++) {
            Player p = game.getPlayers().get(n);
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("name", names.get(n));
            view.put("life", p.getLife());
            Map<String, Object> pool = new LinkedHashMap<>();
            for (byte color : MagicColor.WUBRGC) {
                int amount = p.getManaPool().getAmountOfColor(color);
                if (amount > 0) {
                    pool.put(MagicColor.toShortString(color), amount);
                }
            }
            view.put("mana_pool", pool);
            view.put("library", objects(p.getCardsIn(ZoneType.Library)));
            view.put("hand", objects(p.getCardsIn(ZoneType.Hand)));
            view.put("graveyard", objects(p.getCardsIn(ZoneType.Graveyard)));
            view.put("lands_played", p.getLandsPlayedThisTurn());
            players.add(view);
        }
        snap.put("players", players);
        snap.put("battlefield", objects(game.getCardsIn(ZoneType.Battlefield)));
        snap.put("exile", objects(game.getCardsIn(ZoneType.Exile)));
        List<Object> stack = new ArrayList<>();
        for (SpellAbilityStackInstance si : game.getStack()) {
            stack.add(0, stackView(si)); // Forge lists the top first; the protocol lists the bottom first
        }
        snap.put("stack", stack);
        snap.put("triggered", new ArrayList<>(triggered));
        snap.put("turn", game.getPhaseHandler().getTurn());
        snap.put("active_player", nameOf(game.getPhaseHandler().getPlayerTurn()));
        snap.put("step", StateText.step(game.getPhaseHandler().getPhase().toString()));
        snap.put("priority", null); // not tracked: this runner drives resolution itself
        return snap;
    }

    private String nameOf(Player p) {
        int i = game.getPlayers().indexOf(p);
        return i >= 0 ? names.get(i) : p.getName();
    }

    private List<Object> objects(Iterable<Card> cards) {
        List<Object> out = new ArrayList<>();
        for (Card c : cards) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", String.valueOf(c.getId()));
            o.put("name", c.getName());
            o.put("owner", nameOf(c.getOwner()));
            o.put("controller", nameOf(c.getController()));
            o.put("tapped", c.isTapped());
            Map<String, Object> counters = new LinkedHashMap<>();
            for (Map.Entry<CounterType, Integer> e : c.getCounters().entrySet()) {
                if (e.getValue() > 0) {
                    counters.put(StateText.counterKind(e.getKey().toString()), e.getValue());
                }
            }
            o.put("counters", counters);
            o.put("token", c.isToken());
            o.put("power", c.isCreature() ? (Object) c.getNetPower() : null);
            o.put("toughness", c.isCreature() ? (Object) c.getNetToughness() : null);
            o.put("summoning_sick", c.isCreature() && c.isSick());
            out.add(o);
        }
        return out;
    }

    private Map<String, Object> stackView(SpellAbilityStackInstance si) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", String.valueOf(si.getId()));
        v.put("kind", si.isSpell() ? "spell" : si.isTrigger() ? "triggered" : "activated");
        v.put("source", si.getSourceCard().getName());
        v.put("controller", nameOf(si.getActivatingPlayer()));
        return v;
    }
}
