package forge.item;
public class PaperCard implements IPaperCard { }
