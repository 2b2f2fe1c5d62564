package forge.localinstance.properties;
public class ForgePreferences {
    public enum FPref { LOAD_CARD_SCRIPTS_LAZILY, UI_LANGUAGE }
    public void setPref(FPref q0, String v) { }
    public void setPref(FPref q0, boolean v) { }
}
