/**
 * Runs `callback` in a new task, so the browser may paint and handle input in between. A message
 * rather than `setTimeout(0)`: timers in a background tab wait for the next whole second.
 */
export function afterThisTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
