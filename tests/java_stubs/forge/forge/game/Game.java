package forge.game;
import java.util.List;
import forge.game.player.Player;
import forge.game.player.RegisteredPlayer;
public class Game {
    public Game(List<RegisteredPlayer> players0, GameRules rules, Match match0) { }
    public forge.util.collect.FCollectionView<Player> getPlayers() { return null; }
    public void setAge(GameStage value) { }
    public forge.game.zone.MagicStack getStack() { return null; }
    public GameAction getAction() { return null; }
    public forge.game.phase.PhaseHandler getPhaseHandler() { return null; }
    public forge.game.card.CardCollectionView getCardsIn(forge.game.zone.ZoneType zone) { return null; }
}
