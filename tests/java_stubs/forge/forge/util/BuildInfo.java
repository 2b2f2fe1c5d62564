package forge.util;
public final class BuildInfo { public static String getVersionString() { return ""; } }
