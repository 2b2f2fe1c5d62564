package forge.card;
public final class MagicColor {
    public static final byte[] WUBRGC = new byte[0];
    public static String toShortString(final byte color) { return ""; }
}
