package org.junit;

/** A fake of JUnit's Assert for running exported checks here: a failed check is an AssertionError. */
public class Assert {
    public static void fail(String message) {
        throw new AssertionError(message);
    }

    public static void assertNotNull(String message, Object object) {
        if (object == null) {
            fail(message);
        }
    }

}
