package forge.util.collect;
public interface FCollectionView<T> extends Iterable<T> {
    T get(int index);
    int indexOf(Object o);
    int size();
}
