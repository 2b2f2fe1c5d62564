package forge.ai;
import forge.game.player.Player;
import forge.game.spellability.SpellAbility;
public class ComputerUtil {
    public static boolean handlePlayingSpellAbility(final Player ai, SpellAbility sa, Runnable chooseTargets) { return false; }
}
