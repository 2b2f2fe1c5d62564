package forge.gui.interfaces;
public interface IProgressBar { }
