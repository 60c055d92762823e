export function RouteErrorPage() {
  return <main>error</main>
}
