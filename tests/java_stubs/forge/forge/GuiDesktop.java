package forge;
public class GuiDesktop implements forge.gui.interfaces.IGuiBase { }
