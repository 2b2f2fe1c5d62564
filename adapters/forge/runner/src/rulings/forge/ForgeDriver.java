package rulings.forge;

import forge.ai.GameState;
import forge.ai.LobbyPlayerAi;
import forge.card.ColorSet;
import forge.card.MagicColor;
import forge.deck.Deck;
import forge.game.Game;
import forge.game.GameEntity;
import forge.game.GameRules;
import forge.game.GameStage;
import forge.game.GameType;
import forge.game.Match;
import forge.game.card.Card;
import forge.game.card.CounterType;
import forge.game.combat.Combat;
import forge.game.combat.CombatUtil;
import forge.game.phase.PhaseHandler;
import forge.game.phase.PhaseType;
import forge.game.player.Player;
import forge.game.player.RegisteredPlayer;
import forge.game.spellability.LandAbility;
import forge.game.spellability.SpellAbility;
import forge.game.spellability.SpellAbilityStackInstance;
import forge.game.zone.ZoneType;
import forge.item.IPaperCard;
import forge.model.FModel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Forge behind the rulings-stdio/4 start/act/observe, in-process ({@link PuzzleRun.Driver}).
 *
 * <p>Every step runs on Forge's game thread, and is waited for: {@code GameState.applyToGame} only queues the
 * setup there, so the runner applies it in its own game-thread task ({@code applyGameOnThread}) and acts and
 * observes only after it is done. Both players' controllers are {@link ScriptedController}s: Forge's AI pays
 * costs, the scenario's script answers every choice. The runner keeps priority itself (the game loop is not
 * running): an action leaves priority with its player, one player passing gives it to the other, all players
 * passing resolves the top of the stack (then the active player has it) or, with an empty stack, moves to the
 * next step ({@code PhaseHandler.devAdvanceToPhase}, within the turn).
 */
public final class ForgeDriver implements PuzzleRun.Driver {
    static final long WAIT_SECONDS = 120;
    static final int MAX_RESOLUTIONS = 1000;

    private Game game;
    private final List<String> names = new ArrayList<>();
    private final List<Map<String, Object>> triggered = new ArrayList<>();
    private Script script;
    private String priority;

    /** Run {@code task} on Forge's game thread and wait for it: the state is applied before anything acts. */
    <T> T onGameThread(Supplier<T> task) throws Exception {
        CompletableFuture<T> done = new CompletableFuture<>();
        Runnable run = () -> {
            try {
                done.complete(task.get());
            } catch (Throwable e) {
                done.completeExceptionally(e);
            }
        };
        if (game == null) {
            run.run();
        } else {
            game.getAction().invoke(run);
        }
        try {
            return done.get(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception) {
                throw (Exception) cause;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Forge's game-state reader, with cards from Forge's own card database. */
    static final class State extends GameState {
        @Override
        public IPaperCard getPaperCard(String cardName) {
            return FModel.getMagicDb().getCommonCards().getCard(cardName);
        }

        void applyNow(Game game) {
            applyGameOnThread(game);
        }
    }

    // --- start ----------------------------------------------------------------------------------------------

    @Override
    @SuppressWarnings("unchecked")
    public void start(List<String> stateLines, Map<String, Object> scenario) throws Exception {
        Map<String, Object> setup = (Map<String, Object>) scenario.get("setup");
        List<Object> decisions = (List<Object>) scenario.getOrDefault("decisions", new ArrayList<>());
        names.clear();
        List<RegisteredPlayer> players = new ArrayList<>();
        for (Object p : (List<Object>) setup.get("players")) {
            String name = String.valueOf(((Map<String, Object>) p).get("name"));
            names.add(name);
            players.add(new RegisteredPlayer(new Deck()).setPlayer(new LobbyPlayerAi(name, null)));
        }
        GameRules rules = new GameRules(GameType.Constructed);
        Match match = new Match(rules, players, "rulings");
        game = match.createGame();
        game.setAge(GameStage.Play);
        script = new Script(decisions);
        for (int n = 0; n < names.size(); n++) {
            Player p = players().get(n);
            p.dangerouslySetController(new ScriptedController(game, p, p.getLobbyPlayer(), script, names.get(n), this));
        }
        State state = new State();
        state.parse(stateLines);
        onGameThread(() -> {
            state.applyNow(game);
            return null;
        });
        triggered.clear();
        priority = String.valueOf(setup.get("active_player"));
        checkPlaced((List<Object>) setup.get("players"));
    }

    /** Forge's GameState skips a card it doesn't know, with a message on stderr: refuse such a setup. */
    @SuppressWarnings("unchecked")
    private void checkPlaced(List<Object> setupPlayers) throws Exception {
        for (int n = 0; n < setupPlayers.size(); n++) {
            Map<String, Object> p = (Map<String, Object>) setupPlayers.get(n);
            final int seat = n;
            for (String zone : new String[] {"library", "hand", "graveyard", "exile", "battlefield"}) {
                List<Object> want = (List<Object>) p.getOrDefault(zone, new ArrayList<>());
                int got = onGameThread(() -> {
                    int count = 0;
                    for (Card c : players().get(seat).getCardsIn(zoneType(zone))) {
                        count++;
                    }
                    return count;
                });
                if (got != want.size()) {
                    throw new IllegalStateException(names.get(n) + "'s " + zone + " holds " + got + " card(s), the setup "
                            + want.size() + ": Forge doesn't know a card of " + Json.write(want));
                }
            }
        }
    }

    static ZoneType zoneType(String zone) {
        switch (zone) {
            case "library": return ZoneType.Library;
            case "hand": return ZoneType.Hand;
            case "graveyard": return ZoneType.Graveyard;
            case "exile": return ZoneType.Exile;
            case "battlefield": return ZoneType.Battlefield;
            default: throw new IllegalArgumentException("zone " + zone);
        }
    }

    // --- act ------------------------------------------------------------------------------------------------

    /** Forge's players in seat order (the setup's order). */
    List<Player> players() {
        List<Player> out = new ArrayList<>();
        for (Player p : game.getPlayers()) {
            out.add(p);
        }
        return out;
    }

    Player player(Object name) {
        int i = names.indexOf(String.valueOf(name));
        if (i < 0) {
            throw new IllegalArgumentException("no player " + name);
        }
        return players().get(i);
    }

    /** The suite's name of a card (a token's without Forge's " Token"). */
    static String name(Card c) {
        return StateText.cardName(c.getName(), c.isToken());
    }

    String nameOf(Player p) {
        int i = players().indexOf(p);
        return i >= 0 ? names.get(i) : p.getName();
    }

    static Map<String, Object> answer(boolean ok, String reason) {
        Map<String, Object> a = new LinkedHashMap<>();
        a.put("accepted", ok);
        if (!ok) {
            a.put("reason", reason);
        }
        return a;
    }

    @Override
    public Map<String, Object> act(Map<String, Object> action) throws Exception {
        return onGameThread(() -> {
            triggered.clear();
            return actNow(action);
        });
    }

    private Map<String, Object> actNow(Map<String, Object> action) {
        String kind = String.valueOf(action.get("kind"));
        switch (kind) {
            case "play_land":
            case "cast_spell":
            case "activate_ability":
            case "cycle":
                return play(action, kind);
            case "pass_priority":
                if (action.get("player") != null) {
                    requirePriority(action.get("player"));
                    priority = nameOf(next(player(action.get("player"))));
                    return answer(true, "");
                }
                passAll();
                return answer(true, "");
            case "resolve_stack":
                for (int i = 0; i < MAX_RESOLUTIONS && !game.getStack().isEmpty(); i++) {
                    resolveTop();
                }
                if (!game.getStack().isEmpty()) {
                    throw new IllegalStateException("the stack is not empty after " + MAX_RESOLUTIONS + " resolutions");
                }
                return answer(true, "");
            case "advance_to":
                advanceTo(player(action.get("player")), phase(String.valueOf(action.get("step"))));
                return answer(true, "");
            case "declare_attackers":
                return attack(action);
            default:
                throw new UnsupportedOperationException("action " + kind + " is not driven by this runner");
        }
    }

    private void requirePriority(Object name) {
        if (!String.valueOf(name).equals(priority)) {
            throw new UnsupportedOperationException(name + " acts without priority (" + priority + " has it)");
        }
    }

    private Player next(Player p) {
        List<Player> all = players();
        return all.get((all.indexOf(p) + 1) % all.size());
    }

    static PhaseType phase(String step) {
        return PhaseType.valueOf(StateText.phase(step));
    }

    /** The ability the action names: a card's spell (or its Adventure), its land play, cycling, or the activated
     * ability whose text starts with the scenario's ability text (or, in older scenarios, the n-th one). */
    private SpellAbility ability(Card card, Player p, Map<String, Object> action, String kind) {
        List<SpellAbility> matches = new ArrayList<>();
        List<SpellAbility> activated = new ArrayList<>();
        for (SpellAbility sa : card.getAllPossibleAbilities(p, true)) {
            if (kind.equals("play_land") && sa instanceof LandAbility) {
                matches.add(sa);
            } else if (kind.equals("cast_spell") && sa.isSpell()
                    && sa.isAdventure() == Boolean.TRUE.equals(action.get("as_adventure"))) {
                matches.add(sa);
            } else if (kind.equals("cycle") && sa.isCycling()) {
                matches.add(sa);
            } else if (kind.equals("activate_ability") && sa.isActivatedAbility()) {
                activated.add(sa);
            }
        }
        Object which = action.get("ability");
        if (kind.equals("activate_ability")) {
            if (which instanceof Number) {
                throw new UnsupportedOperationException("abilities named by number; the runner names them by their text");
            }
            for (SpellAbility sa : activated) {
                if (sa.getDescription().startsWith(String.valueOf(which))) {
                    matches.add(sa);
                }
            }
        }
        if (matches.size() > 1) {
            throw new UnsupportedOperationException(matches.size() + " abilities of " + name(card) + " match " + action);
        }
        return matches.isEmpty() ? null : matches.get(0);
    }

    private Card find(Player p, String zone, Object name) {
        for (Card c : p.getCardsIn(zoneType(zone))) {
            if (name(c).equals(name)) {
                return c;
            }
        }
        return null;
    }

    private Map<String, Object> play(Map<String, Object> action, String kind) {
        Player p = player(action.get("player"));
        requirePriority(action.get("player"));
        Object zoneName = action.get("zone");
        String zone = zoneName != null ? zoneName.toString() : kind.equals("activate_ability") ? "battlefield" : "hand";
        Card card = find(p, zone, action.get("card"));
        if (card == null) {
            return answer(false, "there is no " + action.get("card") + " in " + p.getName() + "'s " + zone);
        }
        SpellAbility sa = ability(card, p, action, kind);
        if (sa == null) {
            return answer(false, "Forge offers no way for " + nameOf(p) + " to " + kind.replace('_', ' ') + " " + name(card) + " now");
        }
        sa.setActivatingPlayer(p);
        ScriptedController controller = (ScriptedController) p.getController();
        controller.prepare(sa, action.get("x"));
        Set<Integer> before = stackIds();
        boolean ok = sa.isManaAbility() ? controller.playNoStack(sa) : controller.playChosenSpellAbility(sa);
        settle(before);
        return answer(ok, "Forge refused to " + kind.replace('_', ' ') + " " + name(card));
    }

    private Set<Integer> stackIds() {
        Set<Integer> ids = new HashSet<>();
        for (SpellAbilityStackInstance si : game.getStack()) {
            ids.add(si.getId());
        }
        return ids;
    }

    /** State-based actions, then waiting triggered abilities onto the stack (their controllers order them
     * from the script); record the new ones. */
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
        priority = nameOf(game.getPhaseHandler().getPlayerTurn());
    }

    private void passAll() {
        if (!game.getStack().isEmpty()) {
            resolveTop();
            return;
        }
        PhaseHandler ph = game.getPhaseHandler();
        PhaseType now = ph.getPhase();
        if (now == PhaseType.CLEANUP) {
            throw new UnsupportedOperationException("the turn ends: the runner moves through the steps of one turn");
        }
        Set<Integer> before = stackIds();
        ph.devAdvanceToPhase(PhaseType.values()[now.ordinal() + 1]);
        settle(before);
        priority = nameOf(ph.getPlayerTurn());
    }

    private void advanceTo(Player who, PhaseType target) {
        PhaseHandler ph = game.getPhaseHandler();
        for (int i = 0; i < MAX_RESOLUTIONS && !game.getStack().isEmpty(); i++) {
            resolveTop();
        }
        if (ph.getPlayerTurn() != who || target.ordinal() < ph.getPhase().ordinal()) {
            throw new UnsupportedOperationException("advancing to another turn: the runner moves through the steps of one turn");
        }
        if (target != ph.getPhase()) {
            Set<Integer> before = stackIds();
            ph.devAdvanceToPhase(target);
            settle(before);
        }
        priority = nameOf(ph.getPlayerTurn());
    }

    /** Players pass until the attacker's beginning of combat; the attackers are declared as the declare
     * attackers step begins (CR 508.1), as Forge's own GameState does for a puzzle that starts in combat. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> attack(Map<String, Object> action) {
        Player attacker = player(action.get("player"));
        advanceTo(attacker, PhaseType.COMBAT_BEGIN);
        PhaseHandler ph = game.getPhaseHandler();
        ph.devModeSet(PhaseType.COMBAT_DECLARE_ATTACKERS, attacker, ph.getTurn());
        Combat combat = ph.getCombat();
        if (combat == null) {
            combat = new Combat(attacker);
            ph.setCombat(combat);
        }
        List<Card> chosen = new ArrayList<>();
        for (Object name : (List<Object>) action.get("cards")) {
            Card card = null;
            for (Card c : attacker.getCardsIn(ZoneType.Battlefield)) {
                if (name(c).equals(name) && !chosen.contains(c)) {
                    card = c;
                    break;
                }
            }
            if (card == null || !CombatUtil.canAttack(card)) {
                return answer(false, name + " can't attack");
            }
            chosen.add(card);
            combat.addAttacker(card, next(attacker));
        }
        Set<Integer> before = stackIds();
        for (Card c : chosen) {
            CombatUtil.checkDeclaredAttacker(game, c, combat, false);
        }
        settle(before);
        priority = nameOf(attacker);
        return answer(true, "");
    }

    // --- observe --------------------------------------------------------------------------------------------

    @Override
    public Map<String, Object> observe() throws Exception {
        return onGameThread(this::observeNow);
    }

    private Map<String, Object> observeNow() {
        Map<String, Object> snap = new LinkedHashMap<>();
        List<Object> players = new ArrayList<>();
        for (int n = 0; n < names.size(); n++) {
            Player p = players().get(n);
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("name", names.get(n));
            view.put("life", p.getLife());
            Map<String, Object> pool = new LinkedHashMap<>();
            for (byte color : MagicColor.WUBRGC) { // as Forge's GameState reads a mana pool
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
        snap.put("step", StateText.step(game.getPhaseHandler().getPhase().name()));
        snap.put("priority", priority);
        return snap;
    }

    private List<Object> objects(Iterable<Card> cards) {
        List<Object> out = new ArrayList<>();
        for (Card c : cards) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", String.valueOf(c.getId()));
            o.put("name", name(c));
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
            GameEntity to = c.getEntityAttachedTo();
            o.put("attached_to", to == null ? null : String.valueOf(to.getId()));
            o.put("mana_value", c.getCMC());
            o.put("colors", colors(c.getColor()));
            out.add(o);
        }
        return out;
    }

    static List<Object> colors(ColorSet set) {
        List<Object> out = new ArrayList<>();
        if (set.hasWhite()) {
            out.add("W");
        }
        if (set.hasBlue()) {
            out.add("U");
        }
        if (set.hasBlack()) {
            out.add("B");
        }
        if (set.hasRed()) {
            out.add("R");
        }
        if (set.hasGreen()) {
            out.add("G");
        }
        return out;
    }

    private Map<String, Object> stackView(SpellAbilityStackInstance si) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", String.valueOf(si.getId()));
        v.put("kind", si.isSpell() ? "spell" : si.isTrigger() ? "triggered" : "activated");
        v.put("source", name(si.getSourceCard()));
        v.put("controller", nameOf(si.getActivatingPlayer()));
        if (si.isSpell()) {
            v.put("mana_value", si.getSourceCard().getCMC());
            v.put("colors", colors(si.getSourceCard().getColor()));
        }
        return v;
    }

    Game game() {
        return game;
    }

    List<String> names() {
        return names;
    }
}
