package forge.game;
import java.util.List;
import forge.game.player.RegisteredPlayer;
public class Match { public Match(GameRules rules0, List<RegisteredPlayer> players0, String title) { } }
