package forge.game.spellability;
public class SpellAbilityStackInstance {
    public int getId() { return 0; }
    public boolean isSpell() { return false; }
    public boolean isTrigger() { return false; }
    public forge.game.card.Card getSourceCard() { return null; }
    public forge.game.player.Player getActivatingPlayer() { return null; }
}
