package forge.gui.interfaces;
public interface IGuiBase { }
