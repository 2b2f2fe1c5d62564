package forge.item;
public interface IPaperCard { }
