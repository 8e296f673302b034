/*
 * croupier's java.util.Random, patched into java.base when croupier runs a
 * Java submission (`java --patch-module java.base=DIR`). Written for croupier
 * (MIT), not taken from the JDK: it keeps the class's public contract (the
 * 48-bit linear congruential generator its documentation specifies, bit for
 * bit, and the JDK 17 API the JDK itself and students call) and adds what
 * croupier's C seed shim (croupier_shim.c) does for glibc.
 *
 * Configuration, as the C shim reads it: a plan file named by CROUPIER_PLAN,
 * one NAME=value a line, read once, the first time a Random is made or drawn
 * from after the JVM has booted, then emptied and removed:
 *   CROUPIER_PIN_SEED  1: every `new Random()`, `new Random(seed)` and
 *                      `setSeed(seed)` uses CROUPIER_SEED instead.
 *   CROUPIER_SEED      the script's seed.
 *   CROUPIER_DICE      comma list of face indexes (face - first face).
 *   CROUPIER_SIDES     how many faces a draw has.
 *   CROUPIER_REPORT    a file appended to, a line per event: "L" once loaded;
 *                      "R <index> <value>" per rigged draw; "P <index>
 *                      <value>" per draw the generator made; "X" before the
 *                      first draw that would have been rigged after the list
 *                      ran out. Each line is one write, as it happens.
 *
 * Rigged: a draw with exactly CROUPIER_SIDES possible values takes the next
 * listed index: nextInt(sides) returns it, nextInt(origin, origin + sides)
 * returns origin + index, nextDouble() (and so Math.random()) returns
 * (index + 0.5) / sides, so that (int) (x * sides) == index. Every other draw
 * comes from the generator, and so does every draw once the list is used up.
 */
package java.util;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import jdk.internal.misc.VM;
import jdk.internal.util.random.RandomSupport.RandomGeneratorProperties;

@RandomGeneratorProperties(name = "Random", i = 48, j = 0, k = 0, equidistribution = 0)
public class Random implements RandomGenerator, java.io.Serializable {
    static final long serialVersionUID = 3905348978240129619L;

    /** The serial form of java.util.Random, kept so saved objects still read. */
    private static final ObjectStreamField[] serialPersistentFields = {
        new ObjectStreamField("seed", Long.TYPE),
        new ObjectStreamField("nextNextGaussian", Double.TYPE),
        new ObjectStreamField("haveNextNextGaussian", Boolean.TYPE),
    };

    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long INCREMENT = 0xBL;
    private static final long STATE_MASK = (1L << 48) - 1;
    private static final double DOUBLE_STEP = 1.0 / (1L << 53);
    private static final float FLOAT_STEP = 1.0f / (1 << 24);

    /** Keeps unpinned generators made in the same nanosecond apart. */
    private static final AtomicLong distinct = new AtomicLong(0x2545F4914F6CDD1DL);

    /** The 48-bit state. */
    private AtomicLong state = new AtomicLong();
    private double spareGaussian;
    private boolean hasSpareGaussian;

    public Random() {
        this(unpinnedSeed());
    }

    public Random(long seed) {
        if (getClass() == Random.class) {
            state.set(scramble(Rig.seedFor(seed)));
        } else {
            // A subclass may track seeding (ThreadLocalRandom refuses it once built).
            setSeed(seed);
        }
    }

    private static long unpinnedSeed() {
        long mixed = distinct.addAndGet(0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L;
        return (mixed ^ (mixed >>> 31)) ^ System.nanoTime();
    }

    private static long scramble(long seed) {
        return (seed ^ MULTIPLIER) & STATE_MASK;
    }

    public synchronized void setSeed(long seed) {
        state.set(scramble(Rig.seedFor(seed)));
        hasSpareGaussian = false;
    }

    /** The next `bits` bits of the generator (1 to 32), as the class documents it. */
    protected int next(int bits) {
        long current;
        long following;
        do {
            current = state.get();
            following = (current * MULTIPLIER + INCREMENT) & STATE_MASK;
        } while (!state.compareAndSet(current, following));
        return (int) (following >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        int filled = 0;
        while (filled < bytes.length) {
            int bits = next(32);
            for (int taken = 0; taken < 4 && filled < bytes.length; taken++) {
                bytes[filled++] = (byte) bits;
                bits >>= 8;
            }
        }
    }

    public int nextInt() {
        int value = next(32);
        if (Rig.outermost()) {
            try {
                Rig.passed(Rig.indexOf(value), value);
            } finally {
                Rig.leave();
            }
        }
        return value;
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        if (!Rig.outermost()) {
            return boundedBits(bound);
        }
        try {
            if (bound == Rig.sides()) {
                int index = Rig.take();
                if (index >= 0) {
                    Rig.rigged(index, index);
                    return index;
                }
            }
            int value = boundedBits(bound);
            Rig.passed(Rig.indexOf(value), value);
            return value;
        } finally {
            Rig.leave();
        }
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        if (!Rig.outermost()) {
            return RandomGenerator.super.nextInt(origin, bound);
        }
        try {
            boolean faces = (long) bound - origin == Rig.sides();
            if (faces) {
                int index = Rig.take();
                if (index >= 0) {
                    Rig.rigged(index, origin + index);
                    return origin + index;
                }
            }
            int value = RandomGenerator.super.nextInt(origin, bound);
            Rig.passed(faces ? value - origin : Rig.indexOf(value), value);
            return value;
        } finally {
            Rig.leave();
        }
    }

    /** nextInt(bound) from the generator: uniform, rejecting the range's ragged end. */
    private int boundedBits(int bound) {
        int bits = next(31);
        if ((bound & (bound - 1)) == 0) {
            return (int) ((bound * (long) bits) >> 31);
        }
        int value = bits % bound;
        while (bits - value + (bound - 1) < 0) {
            bits = next(31);
            value = bits % bound;
        }
        return value;
    }

    public long nextLong() {
        return ((long) next(32) << 32) + next(32);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        float value = next(24) * FLOAT_STEP;
        if (Rig.outermost()) {
            try {
                int index = (int) (value * Rig.sides());
                Rig.passed(index, index);
            } finally {
                Rig.leave();
            }
        }
        return value;
    }

    public double nextDouble() {
        if (!Rig.outermost()) {
            return unitDouble();
        }
        try {
            int sides = Rig.sides();
            int index = Rig.take();
            if (index >= 0) {
                Rig.rigged(index, index);
                return (index + 0.5) / sides;
            }
            double value = unitDouble();
            int shown = (int) (value * sides);
            Rig.passed(shown, shown);
            return value;
        } finally {
            Rig.leave();
        }
    }

    private double unitDouble() {
        long high = (long) next(26) << 27;
        return (high + next(27)) * DOUBLE_STEP;
    }

    /** A normal deviate by the polar method, two at a time, from the generator itself. */
    public synchronized double nextGaussian() {
        if (hasSpareGaussian) {
            hasSpareGaussian = false;
            return spareGaussian;
        }
        double x;
        double y;
        double radius;
        do {
            x = 2 * unitDouble() - 1;
            y = 2 * unitDouble() - 1;
            radius = x * x + y * y;
        } while (radius >= 1 || radius == 0);
        double scale = StrictMath.sqrt(-2 * StrictMath.log(radius) / radius);
        spareGaussian = y * scale;
        hasSpareGaussian = true;
        return x * scale;
    }

    public IntStream ints(long streamSize) {
        return RandomGenerator.super.ints(streamSize);
    }

    public IntStream ints() {
        return RandomGenerator.super.ints();
    }

    public IntStream ints(long streamSize, int origin, int bound) {
        return RandomGenerator.super.ints(streamSize, origin, bound);
    }

    public IntStream ints(int origin, int bound) {
        return RandomGenerator.super.ints(origin, bound);
    }

    public LongStream longs(long streamSize) {
        return RandomGenerator.super.longs(streamSize);
    }

    public LongStream longs() {
        return RandomGenerator.super.longs();
    }

    public LongStream longs(long streamSize, long origin, long bound) {
        return RandomGenerator.super.longs(streamSize, origin, bound);
    }

    public LongStream longs(long origin, long bound) {
        return RandomGenerator.super.longs(origin, bound);
    }

    public DoubleStream doubles(long streamSize) {
        return RandomGenerator.super.doubles(streamSize);
    }

    public DoubleStream doubles() {
        return RandomGenerator.super.doubles();
    }

    public DoubleStream doubles(long streamSize, double origin, double bound) {
        return RandomGenerator.super.doubles(streamSize, origin, bound);
    }

    public DoubleStream doubles(double origin, double bound) {
        return RandomGenerator.super.doubles(origin, bound);
    }

    private synchronized void writeObject(ObjectOutputStream out) throws IOException {
        ObjectOutputStream.PutField fields = out.putFields();
        fields.put("seed", state.get());
        fields.put("nextNextGaussian", spareGaussian);
        fields.put("haveNextNextGaussian", hasSpareGaussian);
        out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream.GetField fields = in.readFields();
        long saved = fields.get("seed", -1L);
        if (saved < 0) {
            throw new java.io.StreamCorruptedException("Random: invalid seed");
        }
        state = new AtomicLong(saved & STATE_MASK);
        spareGaussian = fields.get("nextNextGaussian", 0.0);
        hasSpareGaussian = fields.get("haveNextNextGaussian", false);
    }

    /**
     * croupier's side: the settings, the rigged list shared by every
     * generator of the program, and the draw log. Nothing is read before the
     * JVM has booted, so the JDK's own start-up never sees it.
     */
    private static final class Rig {
        /** Per thread: inside a draw already (no lambdas: java.base may load this early). */
        private static final ThreadLocal<boolean[]> drawing = new ThreadLocal<boolean[]>() {
            @Override
            protected boolean[] initialValue() {
                return new boolean[1];
            }
        };
        private static boolean loaded;
        private static boolean pinned;
        private static long pinnedSeed;
        private static int sides;
        private static int[] dice = new int[0];
        private static int served;
        private static boolean ranOutReported;
        private static FileOutputStream report;

        private static synchronized boolean load() {
            if (loaded) {
                return true;
            }
            if (!VM.isBooted()) {
                return false;
            }
            loaded = true;
            Map<String, String> plan = readPlan(System.getenv("CROUPIER_PLAN"));
            try {
                String seed = plan.get("CROUPIER_SEED");
                if (seed != null && "1".equals(plan.get("CROUPIER_PIN_SEED"))) {
                    pinnedSeed = Long.parseUnsignedLong(seed.trim());
                    pinned = true;
                }
            } catch (NumberFormatException notANumber) {
                pinned = false;
            }
            try {
                String sidesText = plan.get("CROUPIER_SIDES");
                sides = sidesText == null ? 0 : Math.max(0, Integer.parseInt(sidesText.trim()));
            } catch (NumberFormatException notANumber) {
                sides = 0;
            }
            String list = plan.get("CROUPIER_DICE");
            if (sides > 0 && list != null && !list.isBlank()) {
                String[] items = list.split(",");
                int[] indexes = new int[items.length];
                int count = 0;
                for (String item : items) {
                    try {
                        indexes[count] = Integer.parseUnsignedInt(item.trim()) % sides;
                        count++;
                    } catch (NumberFormatException notANumber) {
                        break;
                    }
                }
                dice = Arrays.copyOf(indexes, count);
            }
            String path = plan.get("CROUPIER_REPORT");
            if (path != null && !path.isEmpty()) {
                try {
                    report = new FileOutputStream(path, true);
                } catch (IOException | SecurityException unwritable) {
                    report = null;
                }
            }
            write("L\n");
            return true;
        }

        /** The plan's NAME=value lines; the file is emptied and removed once read. */
        private static Map<String, String> readPlan(String path) {
            Map<String, String> plan = new HashMap<>();
            if (path == null || path.isEmpty()) {
                return plan;
            }
            try {
                java.nio.file.Path file = java.nio.file.Path.of(path);
                for (String line : java.nio.file.Files.readAllLines(file, StandardCharsets.US_ASCII)) {
                    int equals = line.indexOf('=');
                    if (equals > 0) {
                        plan.put(line.substring(0, equals), line.substring(equals + 1));
                    }
                }
                new FileOutputStream(path).close();
                java.nio.file.Files.deleteIfExists(file);
            } catch (IOException | RuntimeException unreadable) {
                // A plan that cannot be read pins nothing; the report says the shim did not load.
            }
            return plan;
        }

        static long seedFor(long seed) {
            return load() && pinned ? pinnedSeed : seed;
        }

        static int sides() {
            return load() ? sides : 0;
        }

        /** Enter a draw; false when inside another draw, whose own line covers this one. */
        static boolean outermost() {
            if (!load()) {
                return false;
            }
            boolean[] inside = drawing.get();
            if (inside[0]) {
                return false;
            }
            inside[0] = true;
            return true;
        }

        static void leave() {
            drawing.get()[0] = false;
        }

        static int indexOf(long value) {
            return sides > 0 ? (int) Math.floorMod(value, (long) sides) : 0;
        }

        /** The next rigged index, or -1 once the list is used up (noted once). */
        static synchronized int take() {
            if (served < dice.length) {
                return dice[served++];
            }
            if (dice.length > 0 && !ranOutReported) {
                ranOutReported = true;
                write("X\n");
            }
            return -1;
        }

        static void rigged(int index, long value) {
            write("R " + index + " " + value + "\n");
        }

        static void passed(int index, long value) {
            write("P " + index + " " + value + "\n");
        }

        private static synchronized void write(String line) {
            if (report == null) {
                return;
            }
            try {
                report.write(line.getBytes(StandardCharsets.US_ASCII));
            } catch (IOException unwritable) {
                report = null;
            }
        }
    }
}
