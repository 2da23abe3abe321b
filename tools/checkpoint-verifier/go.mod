module github.com/hearth/checkpoint-verifier

go 1.22

require (
	github.com/transparency-dev/merkle v0.0.2
	golang.org/x/mod v0.17.0
)
