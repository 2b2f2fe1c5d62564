package rulings.fake;

import mage.abilities.ActivatedAbility;
import mage.abilities.PlayLandAbility;
import mage.abilities.SpellAbility;
import mage.cards.Card;
import mage.game.Game;
import mage.players.Player;
import org.mage.test.rulings.RulingsSupport;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * RulingsSupport.checkNotPlayable on a fake XMage: one card (its name, its spell ability or none, what the
 * player's list of playable abilities holds from it). Prints "passed" or "failed: <message>".
 *
 * <pre>java rulings.fake.NotPlayable HOW NAME TEXT CARD_NAME SPELL(none|allowed|refused) PLAYABLE(none|spell|land) [missing]</pre>
 * ({@code missing}: the check is given an id the game has no card for).
 */
public final class NotPlayable {
    static final UUID PLAYER = UUID.randomUUID();
    static final UUID CARD = UUID.randomUUID();

    static final class Spell extends SpellAbility {
        final boolean allowed;
        final String name;

        Spell(boolean allowed, String name) {
            this.allowed = allowed;
            this.name = name;
        }

        @Override
        public ActivationStatus canActivate(UUID playerId, Game game) {
            return new ActivationStatus(allowed);
        }

        @Override
        public UUID getSourceId() {
            return CARD;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final class Land extends PlayLandAbility {
        final String name;

        Land(String name) {
            this.name = name;
        }

        @Override
        public UUID getSourceId() {
            return CARD;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** An engine object answering only the methods in {@code answers} (any other call fails the run). */
    @SuppressWarnings("unchecked")
    static <T> T fake(Class<T> type, Map<String, Function<Object[], Object>> answers) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (self, method, args) -> {
            Function<Object[], Object> answer = answers.get(method.getName());
            if (answer == null) {
                throw new UnsupportedOperationException("the fake engine doesn't answer " + method.getName());
            }
            return answer.apply(args);
        });
    }

    public static void main(String[] a) {
        String how = a[0], name = a[1], text = a[2], cardName = a[3], spellKind = a[4], playableKind = a[5];
        SpellAbility spell = spellKind.equals("none") ? null : new Spell(spellKind.equals("allowed"), "Cast " + cardName);
        List<ActivatedAbility> playable = new ArrayList<>();
        if (playableKind.equals("spell")) {
            playable.add(new Spell(true, cardName)); // a spell ability, whatever XMage names it
        } else if (playableKind.equals("land")) {
            playable.add(new Land("Play " + cardName));
        }
        Card card = fake(Card.class, Map.of("getName", x -> cardName, "getId", x -> CARD, "getSpellAbility", x -> spell));
        Player player = fake(Player.class, Map.of("getName", x -> "Alice", "getPlayable", x -> playable));
        Game game = fake(Game.class, Map.of("getCard", x -> CARD.equals(x[0]) ? card : null, "getPlayer", x -> player));
        try {
            RulingsSupport.checkNotPlayable("line 1", game, PLAYER, a.length > 6 ? UUID.randomUUID() : CARD, how,
                    name, text);
            System.out.println("passed");
        } catch (AssertionError e) {
            System.out.println("failed: " + e.getMessage());
        }
    }
}
