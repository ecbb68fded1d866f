// Runs zxcvbn off the main thread: judging one password can take 100 ms of CPU (see password-strength.ts).
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as indonesian from '@zxcvbn-ts/language-id';

// Words every guesser of this portal's users would try first.
const LOCAL_WORDS = [
  'pupr',
  'dinaspupr',
  'sulbar',
  'sulawesi',
  'sulawesibarat',
  'mamuju',
  'majene',
  'polewali',
  'mandar',
  'polman',
  'mamasa',
  'pasangkayu',
  'jembatan',
  'sirekanan',
  'ujilab',
  'katasandi',
  'rahasia',
  'sandi',
  'masuk',
  'admin',
  'bismillah',
  'alhamdulillah',
  'indonesia',
  'merdeka',
  'sayang',
  'sayangku',
  'cinta',
  'rahasiaku',
];

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...indonesian.dictionary, userInputs: LOCAL_WORDS },
  graphs: common.adjacencyGraphs,
});

parentPort!.on('message', (msg: { id: number; password: string; userInputs: string[] }) => {
  const { score } = zxcvbn.check(msg.password, msg.userInputs);
  parentPort!.postMessage({ id: msg.id, score });
});
