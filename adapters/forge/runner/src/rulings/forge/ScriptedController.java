package rulings.forge;

import forge.LobbyPlayer;
import forge.ai.PlayerControllerAi;
import forge.card.ColorSet;
import forge.card.ICardFace;
import forge.card.MagicColor;
import forge.game.Game;
import forge.game.GameEntity;
import forge.game.GameObject;
import forge.game.card.Card;
import forge.game.card.CardCollection;
import forge.game.card.CardCollectionView;
import forge.game.player.DelayedReveal;
import forge.game.player.Player;
import forge.game.player.PlayerActionConfirmMode;
import forge.game.spellability.SpellAbility;
import forge.game.trigger.WrappedAbility;
import forge.game.zone.ZoneType;
import forge.util.collect.FCollectionView;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A player controller that answers Forge's questions from the scenario's script ({@link Script}) and lets Forge's
 * AI do the rest (paying costs). Every choice a scenario can script goes through here: "you may" (confirmAction,
 * confirmTrigger), targets (set on the ability before it is played, {@link #prepare}; a triggered ability's
 * before Forge's AI plays it, {@link #playTrigger}), X (announceRequirements), a colour, a card name, cards to
 * discard, to search for, to return, copy or sacrifice. A question the script doesn't answer fails the scenario
 * ({@link Script.Unscripted}) rather than letting the AI guess.
 */
public class ScriptedController extends PlayerControllerAi {
    private final Script script;
    private final String name;
    private final ForgeDriver driver;
    private Integer pendingX;

    public ScriptedController(Game game, Player player, LobbyPlayer lobbyPlayer, Script script, String name, ForgeDriver driver) {
        super(game, player, lobbyPlayer);
        this.script = script;
        this.name = name;
        this.driver = driver;
    }

    // --- actions the runner takes ----------------------------------------------------------------------------

    /** Before an ability is played: X, and its targets from the script. */
    void prepare(SpellAbility sa, Object x) {
        pendingX = x == null ? null : ((Number) x).intValue();
        if (pendingX != null) {
            sa.setXManaCostPaid(pendingX);
        }
        setTargets(sa);
    }

    private void setTargets(SpellAbility sa) {
        if (!sa.usesTargeting()) {
            return;
        }
        sa.resetTargets();
        while (script.has(name, "target") && sa.getTargets().getNumTargeted() < sa.getMaxTargets()) {
            Object answer = script.next(name, "targets of " + sa.getDescription(), "target");
            GameObject target = named(String.valueOf(answer));
            if (target == null) {
                throw new IllegalStateException("no object named " + answer + " to target");
            }
            sa.getTargets().add(target);
            if (sa.getTargets().getNumTargeted() >= sa.getMinTargets()) {
                break;
            }
        }
    }

    /** A player, or the one card with that name on the battlefield, on the stack or in a graveyard or exile. */
    private GameObject named(String answer) {
        if (driver.names().contains(answer)) {
            return driver.player(answer);
        }
        List<Card> found = new ArrayList<>();
        for (ZoneType zone : new ZoneType[] {ZoneType.Battlefield, ZoneType.Stack, ZoneType.Graveyard, ZoneType.Exile}) {
            for (Card c : driver.game().getCardsIn(zone)) {
                if (ForgeDriver.name(c).equals(answer)) {
                    found.add(c);
                }
            }
        }
        return found.size() == 1 ? found.get(0) : null;
    }

    boolean playNoStack(SpellAbility sa) {
        playSpellAbilityNoStack(sa, false);
        return true;
    }

    // --- the questions Forge asks --------------------------------------------------------------------------

    private boolean may(String prompt) {
        Object answer = script.next(name, prompt, "may");
        return "yes".equalsIgnoreCase(String.valueOf(answer)) || "true".equalsIgnoreCase(String.valueOf(answer));
    }

    @Override
    public boolean confirmAction(SpellAbility sa, PlayerActionConfirmMode mode, String message, List<String> options,
                                 Card cardToShow, Map<String, Object> params) {
        return may(message);
    }

    @Override
    public boolean confirmTrigger(WrappedAbility sa) {
        return may("use " + sa.getDescription());
    }

    @Override
    public boolean playTrigger(Card host, WrappedAbility wrapperAbility, boolean isMandatory) {
        setTargets(wrapperAbility);
        return super.playTrigger(host, wrapperAbility, isMandatory);
    }

    @Override
    public Integer announceRequirements(SpellAbility ability, String announce) {
        if ("X".equals(announce) && pendingX != null) {
            return pendingX;
        }
        throw new Script.Unscripted(name + " must announce " + announce + " for " + ability.getDescription()
                + ": the scenario gives X with the cast action");
    }

    private <T extends GameEntity> T pick(Iterable<T> options, String prompt, String... kinds) {
        String answer = String.valueOf(script.next(name, prompt, kinds));
        for (T option : options) {
            String label = option instanceof Card ? ForgeDriver.name((Card) option) : option instanceof Player
                    ? driver.nameOf((Player) option) : String.valueOf(option);
            if (label.equals(answer)) {
                return option;
            }
        }
        throw new IllegalStateException("scripted answer " + answer + " is not one of the options of: " + prompt);
    }

    static final String[] CARD_CHOICES = {"search", "return", "copy", "sacrifice", "target", "discard"};

    @Override
    public <T extends GameEntity> T chooseSingleEntityForEffect(FCollectionView<T> optionList, DelayedReveal delayedReveal,
                                                                SpellAbility sa, String title, boolean isOptional,
                                                                Player relatedPlayer, Map<String, Object> params) {
        return pick(optionList, title, CARD_CHOICES);
    }

    @Override
    public CardCollectionView chooseCardsForEffect(CardCollectionView sourceList, SpellAbility sa, String title, int min,
                                                   int max, boolean isOptional, Map<String, Object> params) {
        List<Card> chosen = new ArrayList<>();
        while (chosen.size() < max && script.has(name, CARD_CHOICES)) {
            chosen.add(pick(sourceList, title, CARD_CHOICES));
        }
        return inOrder(sourceList, chosen);
    }

    @Override
    public Card chooseSingleCardForZoneChange(ZoneType destination, List<ZoneType> origin, SpellAbility sa,
                                              CardCollection fetchList, DelayedReveal delayedReveal, String selectPrompt,
                                              boolean isOptional, Player decider) {
        return pick(fetchList, selectPrompt, "search", "return");
    }

    @Override
    public CardCollectionView chooseCardsToDiscardFrom(Player playerDiscard, SpellAbility sa, CardCollection validCards,
                                                       int min, int max) {
        return discard(validCards, min, "discard");
    }

    @Override
    public CardCollection chooseCardsToDiscardToMaximumHandSize(int numDiscard) {
        return discard(getPlayer().getCardsIn(ZoneType.Hand), numDiscard, "discard to hand size");
    }

    private CardCollection discard(CardCollectionView from, int count, String prompt) {
        List<Card> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            List<Card> left = new ArrayList<>();
            for (Card c : from) {
                if (!chosen.contains(c)) {
                    left.add(c);
                }
            }
            chosen.add(pick(left, prompt, "discard"));
        }
        return inOrder(from, chosen);
    }

    /** The chosen cards, in the order Forge offered them. */
    private static CardCollection inOrder(Iterable<Card> offered, List<Card> chosen) {
        List<Card> kept = new ArrayList<>();
        for (Card c : offered) {
            if (chosen.contains(c)) {
                kept.add(c);
            }
        }
        return new CardCollection(kept);
    }

    @Override
    public byte chooseColor(String message, SpellAbility sa, ColorSet colors) {
        String answer = String.valueOf(script.next(name, message, "color")).toLowerCase(Locale.ROOT);
        String[] names = {"white", "blue", "black", "red", "green"};
        String[] letters = {"w", "u", "b", "r", "g"};
        for (int i = 0; i < names.length; i++) {
            if (answer.equals(names[i]) || answer.equals(letters[i])) {
                return MagicColor.fromName(names[i]);
            }
        }
        throw new IllegalStateException("colour " + answer + " is not a colour of Forge");
    }

    @Override
    public String chooseCardName(SpellAbility sa, Predicate<ICardFace> cpp, String valid, String message) {
        return String.valueOf(script.next(name, message, "name"));
    }
}
