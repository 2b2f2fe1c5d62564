package forge.model;
import java.util.function.Function;
import forge.localinstance.properties.ForgePreferences;
public final class FModel {
    public static void initialize(forge.gui.interfaces.IProgressBar progressBar, Function<ForgePreferences, Void> adjustPrefs) { }
    public static forge.StaticData getMagicDb() { return null; }
}
