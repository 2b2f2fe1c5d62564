package forge.ai;
import java.util.List;
public abstract class GameState {
    public abstract forge.item.IPaperCard getPaperCard(String cardName);
    public void parse(List<String> lines) { }
    public void applyToGame(final forge.game.Game game) { }
}
