package forge.game.zone;
import java.util.Iterator;
import forge.game.spellability.SpellAbilityStackInstance;
public class MagicStack implements Iterable<SpellAbilityStackInstance> {
    public final boolean isEmpty() { return true; }
    public final void resolveStack() { }
    public final boolean addAllTriggeredAbilitiesToStack() { return false; }
    public Iterator<SpellAbilityStackInstance> iterator() { return null; }
}
