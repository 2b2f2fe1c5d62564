package org.mage.test.rulings;

import mage.MageObject;
import mage.Mana;
import mage.ObjectColor;
import mage.abilities.Ability;
import mage.abilities.ActivatedAbility;
import mage.abilities.PlayLandAbility;
import mage.abilities.SpellAbility;
import mage.abilities.TriggeredAbility;
import mage.abilities.common.SimpleStaticAbility;
import mage.abilities.effects.common.InfoEffect;
import mage.cards.AdventureCard;
import mage.cards.Card;
import mage.cards.CardWithSpellOption;
import mage.constants.CardType;
import mage.constants.ManaType;
import mage.constants.PhaseStep;
import mage.constants.SubType;
import mage.constants.Zone;
import mage.counters.CounterType;
import mage.game.Game;
import mage.game.permanent.Permanent;
import mage.game.permanent.token.Token;
import mage.game.stack.Spell;
import mage.game.stack.StackObject;
import mage.players.ManaPool;
import mage.players.Player;
import org.junit.Assert;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;

/**
 * Setup and checks for the tests `rulings export --format xmage` writes, in XMage's own API. Generated tests
 * call these from {@code runCode} where XMage's test commands have no equivalent: setting up a position
 * that {@code addCard} can't (mana in a pool, lands played, counters, attachments, tokens, summoning sickness)
 * and checking what a ruling says (triggered abilities by source, the stack's objects, the top card of a
 * library, characteristics). Each check fails with the scenario's feature line and "expected ..., observed ...".
 * Names compare as the rulings suite writes them: a token's XMage name ends in " Token".
 */
public final class RulingsSupport {
    /** The stack's objects when the current action began; "triggered" checks count only newer ones. */
    private static final Set<UUID> REMEMBERED = new HashSet<>();

    private RulingsSupport() {
    }

    // --- setup ------------------------------------------------------------------------------------------

    /** A source for setup changes, as XMage's own test framework makes for the cards it adds. */
    public static Ability fakeSource(UUID playerId) {
        Ability source = new SimpleStaticAbility(Zone.OUTSIDE, new InfoEffect("rulings suite setup"));
        source.setControllerId(playerId);
        return source;
    }

    public static void addMana(Game game, UUID playerId, int white, int blue, int black, int red, int green, int colorless) {
        Player player = game.getPlayer(playerId);
        player.getManaPool().addMana(new Mana(white, blue, black, red, green, 0, 0, colorless), game, fakeSource(playerId));
    }

    public static void setLandsPlayed(Game game, UUID playerId, int lands) {
        Player player = game.getPlayer(playerId);
        while (player.getLandsPlayed() < lands) {
            player.incrementLandsPlayed();
        }
    }

    public static void setTapped(Game game, UUID permanentId, boolean tapped) {
        permanent(game, permanentId).setTapped(tapped);
    }

    public static void attach(Game game, UUID playerId, UUID attachmentId, UUID hostId) {
        permanent(game, hostId).addAttachment(attachmentId, fakeSource(playerId), game);
    }

    public static void addCounters(Game game, UUID playerId, UUID permanentId, String kind, int count) {
        CounterType type = CounterType.findByName(kind);
        Assert.assertNotNull("XMage has no counter type " + kind, type);
        permanent(game, permanentId).addCounters(type.createInstance(count), playerId, fakeSource(playerId), game);
    }

    /** Cards entering the battlefield now, at the same time (as from one effect): they are summoning sick. */
    public static void putOntoBattlefield(Game game, UUID playerId, UUID... cardIds) {
        Set<Card> cards = new HashSet<>();
        for (UUID id : cardIds) {
            Card card = game.getCard(id);
            Assert.assertNotNull("no card " + id, card);
            cards.add(card);
        }
        game.getPlayer(playerId).moveCards(cards, Zone.BATTLEFIELD, fakeSource(playerId), game);
    }

    public static void createToken(Game game, UUID playerId, Token token) {
        token.putOntoBattlefield(1, game, fakeSource(playerId), playerId);
    }

    // --- what a check reads -----------------------------------------------------------------------------

    static boolean sameName(String xmageName, String name) {
        return xmageName.equals(name) || xmageName.equals(name + " Token");
    }

    static Permanent permanent(Game game, UUID id) {
        Permanent permanent = game.getPermanent(id);
        Assert.assertNotNull("no permanent " + id + " on the battlefield", permanent);
        return permanent;
    }

    static String fail(String info, String message) {
        Assert.fail(info + ": " + message);
        return message;
    }

    static Permanent one(String info, Game game, String name) {
        List<Permanent> found = new ArrayList<>();
        for (Permanent p : game.getBattlefield().getAllActivePermanents()) {
            if (sameName(p.getName(), name)) {
                found.add(p);
            }
        }
        if (found.size() != 1) {
            fail(info, "expected exactly one " + name + " on the battlefield to check, observed " + found.size());
        }
        return found.get(0);
    }

    static String kind(StackObject item) {
        if (item instanceof Spell) {
            return "spell";
        }
        return item.getStackAbility() instanceof TriggeredAbility ? "triggered" : "activated";
    }

    static String source(Game game, StackObject item) {
        if (item instanceof Spell) {
            return ((Spell) item).getName();
        }
        MageObject object = game.getObject(item.getSourceId());
        return object == null ? "an object that left the game" : object.getName();
    }

    /** The stack, bottom first (XMage's SpellStack iterates from the top). */
    static List<StackObject> stack(Game game) {
        List<StackObject> items = new ArrayList<>(game.getStack());
        Collections.reverse(items);
        return items;
    }

    static String counts(Map<String, Integer> counts) {
        if (counts.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            parts.add(e.getValue() + " " + e.getKey());
        }
        return String.join(", ", parts);
    }

    // --- checks -----------------------------------------------------------------------------------------

    /** Remember the stack before an action, for a later {@link #checkTriggered}. */
    public static void remember(Game game) {
        REMEMBERED.clear();
        for (StackObject item : game.getStack()) {
            REMEMBERED.add(item.getId());
        }
    }

    /** The triggered abilities put on the stack since {@link #remember}, counted by source (CR 603.3). */
    public static void checkTriggered(String info, Game game, String[] sources, int[] expected) {
        Map<String, Integer> want = new TreeMap<>();
        for (int i = 0; i < sources.length; i++) {
            if (expected[i] != 0) {
                want.put(sources[i], expected[i]);
            }
        }
        Map<String, Integer> seen = new TreeMap<>();
        for (StackObject item : game.getStack()) {
            if (!REMEMBERED.contains(item.getId()) && "triggered".equals(kind(item))) {
                String name = source(game, item);
                for (String s : sources) {
                    if (sameName(name, s)) {
                        name = s;
                    }
                }
                seen.merge(name, 1, Integer::sum);
            }
        }
        if (!want.equals(seen)) {
            fail(info, "expected triggered abilities put on the stack: " + counts(want) + "; observed " + counts(seen));
        }
    }

    /** The stack, bottom first, as "Source (kind)" (CR 405.2). */
    public static void checkStack(String info, Game game, String... expected) {
        List<String> seen = new ArrayList<>();
        for (StackObject item : stack(game)) {
            seen.add(source(game, item) + " (" + kind(item) + ")");
        }
        List<String> want = new ArrayList<>(Arrays.asList(expected));
        for (int i = 0; i < Math.min(want.size(), seen.size()); i++) {
            String w = want.get(i);
            String name = w.substring(0, w.lastIndexOf(" ("));
            String s = seen.get(i);
            if (s.equals(name + " Token" + w.substring(w.lastIndexOf(" (")))) {
                seen.set(i, w);
            }
        }
        if (!want.equals(seen)) {
            fail(info, "expected the stack (bottom first) to be " + want + "; observed " + seen);
        }
    }

    public static void checkLife(String info, Game game, UUID playerId, int life) {
        Player player = game.getPlayer(playerId);
        if (player.getLife() != life) {
            fail(info, "expected " + player.getName() + "'s life total to be " + life + "; observed " + player.getLife());
        }
    }

    /** Cards named {@code name} in a player's hand, graveyard or library, or in exile (owned by the player if given). */
    public static void checkZone(String info, Game game, UUID playerId, String zone, String name, int count) {
        List<Card> cards;
        Player player = playerId == null ? null : game.getPlayer(playerId);
        switch (zone) {
            case "hand":
                cards = new ArrayList<>(player.getHand().getCards(game));
                break;
            case "graveyard":
                cards = new ArrayList<>(player.getGraveyard().getCards(game));
                break;
            case "library":
                cards = new ArrayList<>(player.getLibrary().getCards(game));
                break;
            case "exile":
                cards = new ArrayList<>();
                for (Card c : game.getExile().getAllCards(game)) {
                    if (playerId == null || c.getOwnerId().equals(playerId)) {
                        cards.add(c);
                    }
                }
                break;
            default:
                throw new IllegalArgumentException("zone " + zone);
        }
        int n = 0;
        Map<String, Integer> all = new TreeMap<>();
        for (Card c : cards) {
            all.merge(c.getName(), 1, Integer::sum);
            if (sameName(c.getName(), name)) {
                n++;
            }
        }
        if (n != count) {
            String where = (player == null ? "" : player.getName() + "'s ") + zone;
            fail(info, "expected " + where + " to hold " + count + " " + name + "; observed " + n + " (whole " + zone + ": "
                    + counts(all) + ")");
        }
    }

    public static void checkLibraryTop(String info, Game game, UUID playerId, String name) {
        Player player = game.getPlayer(playerId);
        Card top = player.getLibrary().getFromTop(game);
        String seen = top == null ? "nothing (empty library)" : top.getName();
        if (top == null || !sameName(top.getName(), name)) {
            fail(info, "expected the top card of " + player.getName() + "'s library to be " + name + "; observed " + seen);
        }
    }

    public static void checkCounters(String info, Game game, String name, String counterKind, int count) {
        Permanent p = one(info, game, name);
        CounterType type = CounterType.findByName(counterKind);
        int n = type == null ? 0 : p.getCounters(game).getCount(type);
        if (n != count) {
            fail(info, "expected " + name + " to have " + count + " " + counterKind + " counter(s); observed " + n);
        }
    }

    public static void checkTapped(String info, Game game, String name, boolean tapped) {
        Permanent p = one(info, game, name);
        if (p.isTapped() != tapped) {
            fail(info, "expected " + name + " to be " + (tapped ? "tapped" : "untapped") + "; observed the opposite");
        }
    }

    public static void checkPowerToughness(String info, Game game, String name, int power, int toughness) {
        Permanent p = one(info, game, name);
        int pw = p.getPower().getValue();
        int th = p.getToughness().getValue();
        if (pw != power || th != toughness) {
            fail(info, "expected " + name + " to be " + power + "/" + toughness + "; observed " + pw + "/" + th);
        }
    }

    /** The whole mana pool, by type: W, U, B, R, G, C (conditional mana counted as XMage's checkManaPool does). */
    public static void checkManaPool(String info, Game game, UUID playerId, int white, int blue, int black, int red,
                                     int green, int colorless) {
        Player player = game.getPlayer(playerId);
        ManaPool pool = player.getManaPool();
        ManaType[] types = {ManaType.WHITE, ManaType.BLUE, ManaType.BLACK, ManaType.RED, ManaType.GREEN, ManaType.COLORLESS};
        String[] letters = {"W", "U", "B", "R", "G", "C"};
        int[] want = {white, blue, black, red, green, colorless};
        Map<String, Integer> expected = new LinkedHashMap<>();
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < types.length; i++) {
            int n = pool.getMana().get(types[i]);
            for (Mana conditional : pool.getConditionalMana()) {
                n += conditional.get(types[i]);
            }
            if (n != 0) {
                seen.put(letters[i], n);
            }
            if (want[i] != 0) {
                expected.put(letters[i], want[i]);
            }
        }
        if (!expected.equals(seen)) {
            fail(info, "expected " + player.getName() + "'s mana pool to be " + (expected.isEmpty() ? "empty" : expected)
                    + "; observed " + (seen.isEmpty() ? "empty" : seen));
        }
    }

    /** {@code host} null: attached to nothing. */
    public static void checkAttached(String info, Game game, String name, String host) {
        Permanent p = one(info, game, name);
        Permanent h = host == null ? null : one(info, game, host);
        if (!java.util.Objects.equals(h == null ? null : h.getId(), p.getAttachedTo())) {
            MageObject to = p.getAttachedTo() == null ? null : game.getObject(p.getAttachedTo());
            fail(info, "expected " + name + " to be attached to " + (host == null ? "nothing" : host)
                    + "; observed attached to " + (to == null ? "nothing" : to.getName()));
        }
    }

    /** A spell's mana value on the stack (with its X, CR 107.3g) or a permanent's (X is 0, CR 107.3b). */
    public static void checkManaValue(String info, Game game, String where, String name, int value) {
        int seen;
        if (where.equals("stack")) {
            List<Spell> spells = new ArrayList<>();
            for (StackObject item : game.getStack()) {
                if (item instanceof Spell && sameName(((Spell) item).getName(), name)) {
                    spells.add((Spell) item);
                }
            }
            if (spells.size() != 1) {
                fail(info, "expected exactly one " + name + " spell on the stack to check, observed " + spells.size());
            }
            seen = spells.get(0).getManaValue();
        } else {
            seen = one(info, game, name).getManaValue();
        }
        if (seen != value) {
            fail(info, "expected " + name + " " + (where.equals("stack") ? "on the stack" : "on the battlefield")
                    + " to have mana value " + value + "; observed " + seen);
        }
    }

    public static void checkTurn(String info, Game game, UUID activePlayerId, PhaseStep step) {
        if (!activePlayerId.equals(game.getActivePlayerId()) || game.getTurnStepType() != step) {
            fail(info, "expected it to be " + game.getPlayer(activePlayerId).getName() + "'s " + step + " step; observed "
                    + game.getPlayer(game.getActivePlayerId()).getName() + "'s " + game.getTurnStepType() + " step");
        }
    }

    /**
     * One object's characteristics, found by name in a zone ("stack", "battlefield", "exile", "hand", "graveyard"),
     * as "field=value" expectations: types=Creature,Land; subtypes=Giant; colors=R; mana_value=3; adventure=Stomp
     * (an empty value means none).
     */
    public static void checkCharacteristics(String info, Game game, String where, UUID playerId, String name,
                                            String... expectations) {
        List<MageObject> found = new ArrayList<>();
        if (where.equals("stack")) {
            for (StackObject item : game.getStack()) {
                if (item instanceof Spell && sameName(((Spell) item).getName(), name)) {
                    found.add((Spell) item);
                }
            }
        } else if (where.equals("battlefield")) {
            for (Permanent p : game.getBattlefield().getAllActivePermanents()) {
                if (sameName(p.getName(), name) && (playerId == null || p.getControllerId().equals(playerId))) {
                    found.add(p);
                }
            }
        } else {
            List<Card> cards = new ArrayList<>();
            if (where.equals("exile")) {
                cards.addAll(game.getExile().getAllCards(game));
            } else if (where.equals("hand")) {
                cards.addAll(game.getPlayer(playerId).getHand().getCards(game));
            } else if (where.equals("graveyard")) {
                cards.addAll(game.getPlayer(playerId).getGraveyard().getCards(game));
            }
            for (Card c : cards) {
                if (sameName(c.getName(), name) && (playerId == null || c.getOwnerId().equals(playerId))) {
                    found.add(c);
                }
            }
        }
        if (found.size() != 1) {
            fail(info, "expected exactly one " + name + " (" + where + ") to check, observed " + found.size());
        }
        MageObject object = found.get(0);
        List<String> problems = new ArrayList<>();
        for (String expectation : expectations) {
            String field = expectation.substring(0, expectation.indexOf('='));
            String want = expectation.substring(expectation.indexOf('=') + 1);
            String seen = characteristic(game, object, field);
            if (!sorted(want).equals(sorted(seen))) {
                problems.add(field + " [" + want + "], observed [" + seen + "]");
            }
        }
        if (!problems.isEmpty()) {
            fail(info, "expected " + name + " (" + where + ") to have " + String.join("; ", problems));
        }
    }

    static String sorted(String list) {
        List<String> parts = new ArrayList<>(Arrays.asList(list.split(",")));
        parts.removeIf(String::isEmpty);
        Collections.sort(parts);
        return String.join(",", parts);
    }

    static String characteristic(Game game, MageObject object, String field) {
        switch (field) {
            case "types": {
                List<String> out = new ArrayList<>();
                for (CardType t : object.getCardType(game)) {
                    out.add(t.toString());
                }
                return String.join(",", out);
            }
            case "subtypes": {
                List<String> out = new ArrayList<>();
                for (SubType t : object.getSubtype(game)) {
                    out.add(t.toString());
                }
                return String.join(",", out);
            }
            case "colors": {
                ObjectColor c = object.getColor(game);
                List<String> out = new ArrayList<>();
                if (c.isWhite()) {
                    out.add("W");
                }
                if (c.isBlue()) {
                    out.add("U");
                }
                if (c.isBlack()) {
                    out.add("B");
                }
                if (c.isRed()) {
                    out.add("R");
                }
                if (c.isGreen()) {
                    out.add("G");
                }
                return String.join(",", out);
            }
            case "mana_value":
                return String.valueOf(object.getManaValue());
            case "power":
                return String.valueOf(object.getPower().getValue());
            case "toughness":
                return String.valueOf(object.getToughness().getValue());
            case "adventure": {
                Card card = object instanceof Spell ? ((Spell) object).getCard()
                        : object instanceof Permanent ? ((Permanent) object).getMainCard()
                        : object instanceof Card ? ((Card) object).getMainCard() : null;
                return card instanceof AdventureCard ? ((AdventureCard) card).getSpellCard().getName() : "";
            }
            default:
                throw new IllegalArgumentException("characteristic " + field);
        }
    }

    /**
     * A card or permanent can't be played, cast or activated now ({@code how}: "play", "cast", "ability" or
     * "mana ability"; {@code text} is the start of the ability's text: "Play Forest", "Cast Stomp", "{T}: Add {G}.").
     * The object must be in XMage's game, with the name the scenario gives it. Casting is judged by what XMage
     * casts a card with, whatever its text: no spell ability of the card that XMage's own activation check allows
     * (a land has none in XMage: it is played, never cast), and no spell ability from it in XMage's list of
     * playable abilities; playing a land, by its play-land ability in that list; an activated ability, by its
     * text there; a mana ability, by XMage's own activation check.
     */
    public static void checkNotPlayable(String info, Game game, UUID playerId, UUID objectId, String how, String name,
                                        String text) {
        Card card = objectId == null ? null : game.getCard(objectId);
        if (card == null) {
            fail(info, "no card " + name + " in XMage's game to check the refusal on");
            return;
        }
        if (!card.getName().equals(name)) {
            fail(info, "the card checked is " + card.getName() + " in XMage, not " + name);
        }
        Set<UUID> ids = new HashSet<>();
        ids.add(objectId);
        if (card instanceof CardWithSpellOption) {
            ids.add(((CardWithSpellOption) card).getSpellCard().getId());
        }
        Player player = game.getPlayer(playerId);
        if (how.equals("mana ability")) {
            Permanent p = permanent(game, objectId);
            boolean any = false;
            for (Ability ability : p.getAbilities(game)) {
                if (ability instanceof ActivatedAbility && ability.toString().startsWith(text)) {
                    any = true;
                    if (((ActivatedAbility) ability).canActivate(playerId, game).canActivate()) {
                        fail(info, "expected " + player.getName() + " not to be able to activate " + p.getName() + "'s \""
                                + ability + "\"; XMage allows it");
                    }
                }
            }
            if (!any) {
                fail(info, p.getName() + " has no ability starting with \"" + text + "\" in XMage");
            }
            return;
        }
        if (how.equals("cast") && text.equals("Cast " + card.getName())) {
            SpellAbility spell = card.getSpellAbility();
            if (spell != null && spell.canActivate(playerId, game).canActivate()) {
                fail(info, "expected " + player.getName() + " not to be able to cast " + card.getName()
                        + "; XMage's spell ability \"" + spell + "\" can be activated");
            }
        }
        for (ActivatedAbility ability : player.getPlayable(game, true)) {
            if (!ids.contains(ability.getSourceId())) {
                continue;
            }
            boolean same = how.equals("cast") ? ability instanceof SpellAbility
                    && (text.equals("Cast " + card.getName()) ? ability.getSourceId().equals(objectId)
                        : ability.toString().startsWith(text))
                    : how.equals("play") ? ability instanceof PlayLandAbility
                    : ability.toString().startsWith(text);
            if (same) {
                fail(info, "expected " + player.getName() + " not to be able to do \"" + text + "\"; XMage offers \""
                        + ability + "\"");
            }
        }
    }
}
