package forge.gui;
public final class GuiBase { public static void setInterface(forge.gui.interfaces.IGuiBase i0) { } }
