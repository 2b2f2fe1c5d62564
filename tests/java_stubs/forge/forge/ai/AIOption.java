package forge.ai;
public enum AIOption { USE_SIMULATION }
