// Command checkpoint-verifier checks Hearth's signed checkpoints and Merkle proofs with code we did
// not write: golang.org/x/mod/sumdb/note for the signature and github.com/transparency-dev/merkle
// for the RFC 6962 inclusion and consistency proofs (docs/audit.md).
//
// Usage: checkpoint-verifier [-key <verifier key>]... <dir>, where <dir> holds what
// `npm run audit -- --agency <id> --proofs <dir>` wrote: key.vkey (the verifier keys the audit trusted,
// one a line), checkpoint.note (the signed checkpoint), leaves.txt (each event's hash in hex, one a
// line, in log order), inclusion.jsonl ({"index":i,"proof":[hex…]} a line) and, with --since,
// since.note and — when the log extends it — consistency.json ({"size1","size2","proof":[hex…]}).
// The keys given with -key are trusted instead of key.vkey: an auditor names the keys they were given,
// not the ones the audited installation wrote. A saved checkpoint without a consistency proof is
// rejected. Exit 0 when every signature and proof holds, 1 when one does not, 2 on a wrong invocation.
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"
)

type checkpoint struct {
	origin string
	size   uint64
	root   []byte
}

func openCheckpoint(path string, verifiers note.Verifiers) (checkpoint, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return checkpoint{}, err
	}
	n, err := note.Open(raw, verifiers)
	if err != nil {
		return checkpoint{}, fmt.Errorf("%s: signature: %w", filepath.Base(path), err)
	}
	lines := strings.Split(n.Text, "\n")
	if len(lines) < 4 {
		return checkpoint{}, fmt.Errorf("%s: not a checkpoint", filepath.Base(path))
	}
	size, err := strconv.ParseUint(lines[1], 10, 64)
	if err != nil {
		return checkpoint{}, fmt.Errorf("%s: size: %w", filepath.Base(path), err)
	}
	root, err := base64.StdEncoding.DecodeString(lines[2])
	if err != nil || len(root) != 32 {
		return checkpoint{}, fmt.Errorf("%s: root hash", filepath.Base(path))
	}
	return checkpoint{origin: lines[0], size: size, root: root}, nil
}

func hexes(values []string) ([][]byte, error) {
	out := make([][]byte, len(values))
	for i, value := range values {
		b, err := hex.DecodeString(value)
		if err != nil {
			return nil, err
		}
		out[i] = b
	}
	return out, nil
}

// agencyOf is the last part of a checkpoint's origin (<key name>/<agency id>): a key rotated out and
// the key that replaced it sign checkpoints of the same agency's log under two origins.
func agencyOf(origin string) string {
	return origin[strings.LastIndex(origin, "/")+1:]
}

func run(dir string, keys []string) error {
	if len(keys) == 0 {
		vkey, err := os.ReadFile(filepath.Join(dir, "key.vkey"))
		if err != nil {
			return err
		}
		keys = strings.Fields(string(vkey))
		fmt.Println("note: trusting the keys in key.vkey, as the audited installation wrote them; give -key to trust your own")
	}
	var list []note.Verifier
	for _, key := range keys {
		verifier, err := note.NewVerifier(key)
		if err != nil {
			return fmt.Errorf("verifier key %q: %w", key, err)
		}
		list = append(list, verifier)
	}
	verifiers := note.VerifierList(list...)
	latest, err := openCheckpoint(filepath.Join(dir, "checkpoint.note"), verifiers)
	if err != nil {
		return err
	}

	leavesFile, err := os.ReadFile(filepath.Join(dir, "leaves.txt"))
	if err != nil {
		return err
	}
	var leaves [][]byte
	for _, line := range strings.Fields(string(leavesFile)) {
		data, err := hex.DecodeString(line)
		if err != nil {
			return fmt.Errorf("leaves.txt: %w", err)
		}
		leaves = append(leaves, rfc6962.DefaultHasher.HashLeaf(data))
	}
	if uint64(len(leaves)) < latest.size {
		return fmt.Errorf("the checkpoint covers %d events, the log holds %d: events from %d on are missing",
			latest.size, len(leaves), len(leaves))
	}

	inclusion, err := os.Open(filepath.Join(dir, "inclusion.jsonl"))
	if err != nil {
		return err
	}
	defer inclusion.Close()
	scanner := bufio.NewScanner(inclusion)
	scanner.Buffer(make([]byte, 1<<20), 1<<24)
	checked := uint64(0)
	for scanner.Scan() {
		var line struct {
			Index uint64   `json:"index"`
			Proof []string `json:"proof"`
		}
		if err := json.Unmarshal(scanner.Bytes(), &line); err != nil {
			return fmt.Errorf("inclusion.jsonl: %w", err)
		}
		path, err := hexes(line.Proof)
		// One proof for each event in order: a repeated index must not stand in for another event.
		if line.Index != checked {
			return fmt.Errorf("inclusion.jsonl: line %d proves event %d: every event needs its own proof, in order", checked+1, line.Index)
		}
		if err != nil || line.Index >= uint64(len(leaves)) {
			return fmt.Errorf("inclusion.jsonl: event %d: malformed", line.Index)
		}
		if err := proof.VerifyInclusion(rfc6962.DefaultHasher, line.Index, latest.size, leaves[line.Index], path, latest.root); err != nil {
			return fmt.Errorf("event %d is not in the signed checkpoint: %w", line.Index, err)
		}
		checked++
	}
	if err := scanner.Err(); err != nil {
		return err
	}
	if checked != latest.size {
		return fmt.Errorf("%d inclusion proofs for a checkpoint of %d events", checked, latest.size)
	}
	fmt.Printf("ok: %s, %d events, each included in the signed checkpoint\n", latest.origin, checked)

	since := filepath.Join(dir, "since.note")
	if _, err := os.Stat(since); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	earlier, err := openCheckpoint(since, verifiers)
	if err != nil {
		return err
	}
	raw, err := os.ReadFile(filepath.Join(dir, "consistency.json"))
	if errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("no consistency proof from the saved checkpoint of %d events: the log does not extend it", earlier.size)
	}
	if err != nil {
		return err
	}
	var consistency struct {
		Size1 uint64   `json:"size1"`
		Size2 uint64   `json:"size2"`
		Proof []string `json:"proof"`
	}
	if err := json.Unmarshal(raw, &consistency); err != nil {
		return fmt.Errorf("consistency.json: %w", err)
	}
	path, err := hexes(consistency.Proof)
	if err != nil {
		return fmt.Errorf("consistency.json: %w", err)
	}
	if consistency.Size1 != earlier.size || consistency.Size2 != latest.size || agencyOf(earlier.origin) != agencyOf(latest.origin) {
		return fmt.Errorf("the consistency proof is not between the two checkpoints")
	}
	if err := proof.VerifyConsistency(rfc6962.DefaultHasher, earlier.size, latest.size, path, earlier.root, latest.root); err != nil {
		return fmt.Errorf("the log of %d events is not an extension of the saved checkpoint of %d: %w",
			latest.size, earlier.size, err)
	}
	fmt.Printf("ok: the log grew from the saved checkpoint of %d events to %d without changing them\n",
		earlier.size, latest.size)
	return nil
}

type keyList []string

func (k *keyList) String() string       { return strings.Join(*k, " ") }
func (k *keyList) Set(key string) error { *k = append(*k, key); return nil }

func main() {
	var keys keyList
	flag.Var(&keys, "key", "a verifier key to trust (repeat for keys rotated out); default: the dir's key.vkey")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: checkpoint-verifier [-key <verifier key>]... <dir>")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), keys); err != nil {
		fmt.Fprintln(os.Stderr, "REJECTED:", err)
		os.Exit(1)
	}
}
