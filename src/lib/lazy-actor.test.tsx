// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createActor, createMachine } from 'xstate'
import { lazyActor } from './lazy-actor.ts'

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } })

it('loads once on first need, answers the fallback until then, then follows the actor', async () => {
  const create = vi.fn(async () => createActor(toggle))
  const app = lazyActor(create)
  function View() {
    return <p>{app.useSelect((s) => String(s.value), () => 'unknown')}</p>
  }
  render(<View />)
  expect(screen.getByText('unknown')).toBeTruthy()
  expect(create).not.toHaveBeenCalled()
  expect(app.current()).toBeNull()

  // send loads the module, starts the actor, then delivers the event
  await act(async () => {
    app.send({ type: 'flip' })
    await app.load()
  })
  expect(create).toHaveBeenCalledTimes(1)
  expect(screen.getByText('on')).toBeTruthy()

  await act(async () => app.send({ type: 'flip' }))
  expect(screen.getByText('off')).toBeTruthy()
  expect(await app.load()).toBe(app.current())
  expect(create).toHaveBeenCalledTimes(1)
})
