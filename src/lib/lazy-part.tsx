import { lazy, useState, type ComponentType } from 'react'

// A part of a page that loads after it (below the fold, or not in the first-load budget) but renders
// at once when its module is already there: the app's first render then replaces the server's first
// screen whole, with no fallback where the screen showed the part (decision 012; src/main.tsx
// evaluates the page's chunks before that render). The part's module tells it is there with
// `partLoaded` when it is evaluated.
const loaded = new Map<string, ComponentType<never>>()

/** a part's module, when evaluated: its component renders at once from now on */
export function partLoaded<P extends object>(name: string, component: ComponentType<P>): void {
  loaded.set(name, component as ComponentType<never>)
}

/** a lazily loaded part (React.lazy until its module is there); `name` as its module tells it */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function Part(props: P) {
    // chosen once per place: a part that showed through Lazy is not remounted when the module is known
    const [Loaded] = useState(() => loaded.get(name) as ComponentType<P> | undefined)
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Part
}
