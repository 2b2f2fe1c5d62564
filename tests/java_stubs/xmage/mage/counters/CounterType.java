package mage.counters;

/** Stub: the counter types the exporter names. */
public enum CounterType {
    P1P1, M1M1
}
