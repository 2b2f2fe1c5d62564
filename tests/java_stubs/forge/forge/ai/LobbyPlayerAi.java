package forge.ai;
import java.util.Set;
public class LobbyPlayerAi extends forge.LobbyPlayer {
    public LobbyPlayerAi(String name, Set<AIOption> options) { }
}
