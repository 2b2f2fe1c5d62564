package forge.game.card;
import java.util.List;
import java.util.Map;
import forge.game.player.Player;
import forge.game.spellability.SpellAbility;
public class Card {
    public int getId() { return 0; }
    public String getName() { return ""; }
    public Player getOwner() { return null; }
    public Player getController() { return null; }
    public boolean isTapped() { return false; }
    public boolean isToken() { return false; }
    public boolean isCreature() { return false; }
    public boolean isSick() { return false; }
    public int getNetPower() { return 0; }
    public int getNetToughness() { return 0; }
    public Map<CounterType, Integer> getCounters() { return null; }
    public List<SpellAbility> getAllPossibleAbilities(final Player player, final boolean removeUnplayable) { return null; }
}
