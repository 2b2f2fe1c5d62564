package forge.game.spellability;
public abstract class SpellAbility {
    public boolean isSpell() { return false; }
    public void setActivatingPlayer(forge.game.player.Player player) { }
}
