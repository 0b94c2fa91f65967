#!/usr/bin/env node
/**
 * npm run model:download — installs the embedded analyzer's classifier (Darknet Tiny, ImageNet-1k,
 * TensorFlow.js layers format, 4.2 MB) into ./models/darknet-tiny-imagenet, where the analyzer looks first.
 * The weights are not in the repository: this command fetches the very files the project was built and
 * evaluated with, pinned to one commit, and checks every byte against the sizes and SHA-256 sums below.
 *
 *   Weights   github.com/ml5js/ml5-data-and-models @ 0612a3e (models/darknetclassifier/darknettiny),
 *             MIT licence (ml5); weights from pjreddie's Darknet, public domain.
 *   Labels    IMAGENET_CLASSES_DARKNET from the npm package ml5@0.12.2 (dist/ml5.js), MIT. This is the
 *             Darknet class order; the usual Keras ImageNet order gives wrong answers with these weights.
 *
 * Options
 *   --dest <dir>   install somewhere else (then set MODEL_DIR to that folder)
 *   --from <dir>   copy from a local folder holding the same files (an offline mirror) instead of the network
 *   --force        reinstall even if a verified copy is already there
 *
 * Nothing is left half-written: files are fetched into a temporary folder beside the destination, verified,
 * and only then moved into place.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const COMMIT = '0612a3e7c51cbffdc5db701dff49d16d1ac26fa8';
const BASE = `https://raw.githubusercontent.com/ml5js/ml5-data-and-models/${COMMIT}/models/darknetclassifier/darknettiny/`;
const ML5_TARBALL = 'https://registry.npmjs.org/ml5/-/ml5-0.12.2.tgz';
const ML5_INTEGRITY =
  'sha512-ILp13zoi2mREYJhqSgOW0Aw3wYnnzYlpbDtPjF4N9pCx1WgNeceBQTHeXjwgOUQqld6zD9czLB2gLJMAfGRbow==';
/** SHA-256 of JSON.stringify(labels): the label list itself, whatever its whitespace on disk. */
const LABELS_SHA256 = '2ea34a8a5584dbf4c0cbe2a33340e4969cebbe08d2568772346924e87da111cd';

/** [file, bytes, sha256] for model.json and its 31 weight shards, in manifest order. */
const FILES = [
  ['model.json', 33236, '5a5ee1ddb33ac7948b303197f4c63f72a80fc00a7d2870d30843004ddd5b4b51'],
  ['group1-shard1of1', 256, '1a95595a3f6c497f27747d40276649a10988d0808a121ddfb3f6b368133f44c5'],
  ['group2-shard1of1', 4096, '8226135041fbafc7c3a838d0673badb8d3e4211a4d550781951d15a09445ea47'],
  ['group3-shard1of1', 1024, '3a465f4bbcbcd7721caa77b704829cfe20eadab670a8d91a352e76e4cfca1a02'],
  ['group4-shard1of1', 8192, '3e661974c4740795f3ca9b882ae80dc3521951dac2b262ac054329f17aaefb10'],
  ['group5-shard1of1', 1024, '5f1fa7779fe01d2b06ea3804f84e5cf6a25688dc458617a9f35a1018356abcbf'],
  ['group6-shard1of1', 8192, 'e054b14e9e866da448ab351f04d3920ae216032b3df680396163a77b8925a009'],
  ['group7-shard1of1', 2048, '2aed907302664d64b85669a293c8f5a492521b4d025b9b3a19943f951a7e32df'],
  ['group8-shard1of1', 512, '99e0418ac61cd6093df0bb4a5a67750ec0b0fbb8edb2125c0cfda67e3cb3f1a4'],
  ['group9-shard1of1', 256, '4fb47f3aa4f19f7fabd7d4271cf81e8af7735fcfc89bf4b9174f379bb60b129d'],
  ['group10-shard1of1', 2048, '2afc82f4d423cb8272e4089b69c5dba2755eea8499935b4f0020e27b5d559557'],
  ['group11-shard1of1', 256, '8957dc1caa88193522d8071f6ac3171634818bb50223b1e98ace21f010b414cc'],
  ['group12-shard1of1', 2048, 'bced27a16699c0eca4ee4d15c4e5fac46532a6f2850b53445818c0e2e69af7b1'],
  ['group13-shard1of1', 512, '5e6172c6d71505fce1a9388e733aaddf21f6ab14f9ccaf10d2986a94b8f19b42'],
  ['group14-shard1of1', 4096, 'adfb4ad19dea5c1ba0c9b7e7d90f6265aac136a7d98e0f0eed4362d62e5e51f8'],
  ['group15-shard1of1', 512, '79131184270263a2c585240efbfdd3ed13fc005c67b761ced984c70265209511'],
  ['group16-shard1of1', 1728, 'd70b0b9f3db3d51bd5613246885f4723998aef2e56845c7dec75743221f1ef5e'],
  ['group17-shard1of1', 294912, '3dad37a465ab881c2d2006072cd60d83144d04a5c5448f49e15308472bbb145a'],
  ['group18-shard1of1', 65536, 'c7a7f19a7a9e3a780bd1aedfe30a7e594821ea8d57d6e72d148c033b0f24f5fa'],
  ['group19-shard1of1', 1179648, '4f16fe423091d9b32d59bff14cd19f1a6a233bc98adade4a1e0ef0d2972752b5'],
  ['group20-shard1of1', 131072, '1efd0b489da0d04808a02175c2803528313f7e9abadb18a5dc3ae0b5bd5c0331'],
  ['group21-shard1of1', 1179648, '9d024d14a803a3b078df0e9829bcc13a8901c3a6043456632ce5697be5734155'],
  ['group22-shard1of1', 262144, '0c18a3238859e649bac990e90dc4738861ffd07e9bee725139bec9ef3b8545ef'],
  ['group23-shard1of1', 516000, '2116862cb9cd43b21a3bfa3ea41e43dbe33284a97a8a22c5afe8d768f5a767af'],
  ['group24-shard1of1', 18432, '35c4204cee6796300f50addf2a2202a137eaa8a42999a79168f9226f60c8a62b'],
  ['group25-shard1of1', 2048, '9a37816bda07b3be24b88103a11dcc5d3eea15749a15594492b03ba3177a6a5e'],
  ['group26-shard1of1', 73728, '697677a6c94bd84fb0b558421629b5424101c4ea16601be53096275f43891f6c'],
  ['group27-shard1of1', 8192, 'ef48b33bcf06fed0a9cc8b41017bccbf4f32fceeae946c00e0fd130fc467f9e4'],
  ['group28-shard1of1', 73728, '2831d9d4368b4cad678f9a3df4c9575bc35e1c2a7ef6ebed887c02c06a4f6dab'],
  ['group29-shard1of1', 16384, '720e58d7e54901e8db21d698fc094ffcb65a5991397895fef827ce53094b2a15'],
  ['group30-shard1of1', 294912, 'a68c7913477828b28c2fe1924b191139877f7825e5f1a2e1c1b0e0e92accc669'],
  ['group31-shard1of1', 32768, '7985bd42bc5c0333e563998ad6d4616b0afaf1765f2b8c4c6df3944cf8f13992'],
];

const SOURCE_TXT = `Darknet Tiny ImageNet-1k classifier (TensorFlow.js layers-model), 1000 classes.
Installed by npm run model:download.
Weights: https://github.com/ml5js/ml5-data-and-models, commit ${COMMIT},
  models/darknetclassifier/darknettiny (MIT, Copyright (c) 2018 ml5; Darknet weights are public domain).
Labels: IMAGENET_CLASSES_DARKNET from npm ml5@0.12.2 dist/ml5.js (MIT), Darknet class order.
Input: [1,224,224,3] float32 RGB, pixel/255. Output: 1000 logits, softmax.
`;

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const say = (message) => process.stdout.write(`${message}\n`);

function parseArgs(argv) {
  const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  const options = { dest: path.join(root, 'models', 'darknet-tiny-imagenet'), from: null, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--force') options.force = true;
    else if (arg === '--dest' && argv[i + 1]) options.dest = path.resolve(argv[++i]);
    else if (arg === '--from' && argv[i + 1]) options.from = path.resolve(argv[++i]);
    else throw new Error(`Unknown option ${arg} (use --dest <dir>, --from <dir>, --force)`);
  }
  return options;
}

/** Fetches with a time limit and a couple of retries: raw.githubusercontent.com sometimes drops requests. */
async function fetchBytes(url, expectedSize) {
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(60_000), redirect: 'follow' });
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      const declared = Number(response.headers.get('content-length'));
      if (
        expectedSize &&
        declared &&
        !response.headers.get('content-encoding') &&
        declared !== expectedSize
      ) {
        throw new Error(`${url} announces ${declared} bytes, expected ${expectedSize}`);
      }
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      lastError = error;
      if (attempt < 3) await new Promise((r) => setTimeout(r, 1000 * attempt));
    }
  }
  throw lastError;
}

function verify(name, data, size, hash) {
  if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, expected ${size}`);
  if (sha256(data) !== hash) throw new Error(`${name}: checksum mismatch, the file is not the expected one`);
}

/** Reads one file out of a .tar buffer (ustar: 512-byte headers, name at 0, octal size at 124). */
function fileFromTar(tar, wanted) {
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
    const fullName = prefix ? `${prefix}/${name}` : name;
    if (fullName === wanted) return tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${wanted} not found in the ml5 package`);
}

/** Extracts the Darknet label list from the ml5 bundle, where it is one JSON array literal. */
export function labelsFromMl5Bundle(source) {
  const match = /IMAGENET_CLASSES_DARKNET\s*=\s*\(\s*(\[[^\]]*\])\s*\)/.exec(source);
  if (!match) throw new Error('IMAGENET_CLASSES_DARKNET not found in ml5 dist/ml5.js');
  return JSON.parse(match[1]);
}

function verifyLabels(labels) {
  if (!Array.isArray(labels) || labels.length !== 1000) throw new Error('labels.json must list 1000 labels');
  if (sha256(JSON.stringify(labels)) !== LABELS_SHA256)
    throw new Error('labels.json is not the expected Darknet label list');
}

/** The label list out of the ml5@0.12.2 npm tarball, after checking the tarball's published integrity. */
export function labelsFromTarball(tarball) {
  const [algorithm, expected] = ML5_INTEGRITY.split('-');
  if (createHash(algorithm).update(tarball).digest('base64') !== expected) {
    throw new Error('ml5@0.12.2 tarball integrity mismatch');
  }
  const bundle = fileFromTar(gunzipSync(tarball), 'package/dist/ml5.js').toString('utf8');
  return labelsFromMl5Bundle(bundle);
}

async function fetchLabels() {
  return labelsFromTarball(await fetchBytes(ML5_TARBALL));
}

async function alreadyInstalled(dir) {
  try {
    for (const [name, size, hash] of FILES) verify(name, await readFile(path.join(dir, name)), size, hash);
    verifyLabels(JSON.parse(await readFile(path.join(dir, 'labels.json'), 'utf8')));
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const { dest, from, force } = parseArgs(process.argv.slice(2));
  if (!force && (await alreadyInstalled(dest))) {
    say(`The model is already installed and verified in ${dest}.`);
    return;
  }
  const staging = `${dest}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    say(
      from
        ? `Copying the model from ${from}`
        : `Downloading Darknet Tiny from ml5-data-and-models @ ${COMMIT.slice(0, 7)}`,
    );
    let total = 0;
    for (const [name, size, hash] of FILES) {
      const data = from ? await readFile(path.join(from, name)) : await fetchBytes(BASE + name, size);
      verify(name, data, size, hash);
      await writeFile(path.join(staging, name), data);
      total += data.length;
    }
    say(`  model.json and ${FILES.length - 1} weight shards verified (${(total / 1e6).toFixed(1)} MB)`);

    const labels = from
      ? JSON.parse(await readFile(path.join(from, 'labels.json'), 'utf8'))
      : await fetchLabels();
    verifyLabels(labels);
    await writeFile(path.join(staging, 'labels.json'), JSON.stringify(labels));
    await writeFile(path.join(staging, 'SOURCE.txt'), SOURCE_TXT);
    say('  labels.json verified (1000 labels, Darknet order)');

    // Swap whole folders so a reader never sees a mix of old and new files.
    const previous = `${dest}.previous-${process.pid}`;
    if (existsSync(dest)) await rename(dest, previous);
    await rename(staging, dest);
    await rm(previous, { recursive: true, force: true });
    say(`Installed in ${dest}. The embedded analyzer will use it on its next start.`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`model:download failed: ${error.message}\n`);
    process.stderr.write(
      'Check your connection, or copy the files by hand and set MODEL_DIR (see docs/embedded-analyzer.md).\n',
    );
    process.exit(1);
  });
}
