package forge.game.player;
import forge.game.card.Card;
import forge.game.spellability.SpellAbility;
public class Player {
    public String getName() { return ""; }
    public int getLife() { return 0; }
    public int getLandsPlayedThisTurn() { return 0; }
    public forge.game.mana.ManaPool getManaPool() { return null; }
    public forge.game.card.CardCollectionView getCardsIn(final forge.game.zone.ZoneType zoneType) { return null; }
    public final boolean playLand(final Card land, final boolean ignoreZoneAndTiming, SpellAbility cause) { return false; }
}
