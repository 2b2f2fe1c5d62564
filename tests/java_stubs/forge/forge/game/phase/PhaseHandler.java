package forge.game.phase;
import forge.game.player.Player;
public class PhaseHandler {
    public final int getTurn() { return 0; }
    public final Player getPlayerTurn() { return null; }
    public final PhaseType getPhase() { return null; }
}
