Feature: 107.4e Hybrid mana symbols: each is paid by mana of either of its two colours
  A two-colour hybrid symbol such as {R/G} can be paid with mana of either of its colours (CR 107.4e), as the
  total cost is paid (CR 601.2h); it counts 1 toward mana value (CR 202.3f). Junkblade Bruiser costs
  {3}{R/G}{R/G}: two hybrid symbols and three generic mana. A pool that can't pay is refused and nothing moves
  (CR 732.1): by 107.4e when there is mana enough but not of the hybrid symbols' colours, by 601.2h when there is
  too little mana.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Junkblade Bruiser in her hand

  @id:hybrid-paid-by-each-of-its-colours @cr:107.4e @cr:601.2h @cr:202.3f
  Scenario: Alice pays {R/G}{R/G} with one red and one green mana, and {3} with colorless
    CR 107.4e: each {R/G} is paid by red or by green mana; the red pays one, the green the other, and the three
    colorless mana pay {3} (CR 601.2h). Nothing is left, and Junkblade Bruiser on the stack has mana value 5.

    Given Alice has {R}{G}{C}{C}{C} in her mana pool
    When Alice casts Junkblade Bruiser from her hand
    Then Alice's mana pool is empty
    And Junkblade Bruiser on the stack has mana value 5
    When all players pass priority
    Then Alice controls Junkblade Bruiser

  @id:hybrid-paid-twice-by-its-second-colour @cr:107.4e @cr:601.2h
  Scenario: Alice pays both {R/G} with green mana: either colour pays each symbol, the second as well as the first
    CR 107.4e: green, the second of {R/G}'s colours, pays a hybrid symbol as red does; with no red mana at all,
    two green mana pay {R/G}{R/G} and the three colorless mana pay {3}.

    Given Alice has {G}{G}{C}{C}{C} in her mana pool
    When Alice casts Junkblade Bruiser from her hand
    Then Alice's mana pool is empty
    And Junkblade Bruiser on the stack has mana value 5

  @id:hybrid-leaves-the-colour-the-generic-part-can-use @cr:107.4e @cr:601.2h @cr:601.2f
  Scenario: With red, green and three blue mana, Alice pays {R/G}{R/G} with the red and the green, {3} with the blue
    CR 107.4e, 601.2h: the hybrid symbols take the red and the green mana, the only mana of their colours, and the
    generic part, which any type of mana pays (CR 601.2f), takes the three blue.

    Given Alice has {U}{R}{U}{G}{U} in her mana pool
    When Alice casts Junkblade Bruiser from her hand
    Then Alice's mana pool is empty

  @id:hybrid-not-paid-by-another-colour @cr:107.4e @cr:732.1
  Scenario: Blue mana can't pay {R/G}: with five mana, two of them blue and none red or green, the cast is refused
    CR 107.4e: {R/G} is paid only by red or green mana. Alice's {U}{U}{C}{C}{C} is mana enough for a total cost of
    five, but none of it pays a hybrid symbol, so she can't cast Junkblade Bruiser and nothing moves (CR 732.1).
    The boundary is hybrid-paid-by-each-of-its-colours; with too little mana the refusal is 601.2h's
    (hybrid-with-too-little-mana).

    Given Alice has {U}{U}{C}{C}{C} in her mana pool
    When Alice tries to cast Junkblade Bruiser from her hand
    Then that is rejected by rule 107.4e
    And Alice has Junkblade Bruiser in her hand
    And Alice's mana pool is {U}{U}{C}{C}{C}

  @id:hybrid-one-symbol-unpaid @cr:107.4e @cr:732.1
  Scenario: One red mana pays one {R/G} but not both: with {R}{U}{C}{C}{C} the cast is refused
    CR 107.4e: each hybrid symbol needs its own red or green mana; Alice's one red pays only one of the two, and
    the blue can't pay the other, so the cast is refused and nothing moves (CR 732.1).

    Given Alice has {R}{U}{C}{C}{C} in her mana pool
    When Alice tries to cast Junkblade Bruiser from her hand
    Then that is rejected by rule 107.4e
    And Alice has Junkblade Bruiser in her hand
    And Alice's mana pool is {R}{U}{C}{C}{C}

  @id:hybrid-with-too-little-mana @cr:601.2h @cr:732.1
  Scenario: Four mana can't pay a total cost of five, red and green though two of them are
    CR 601.2h: Junkblade Bruiser's total cost is five mana; Alice's {R}{G}{C}{C} pays both hybrid symbols but
    not all of {3}, so the cast is refused (the pool is too small, whatever the colours) and nothing moves (CR
    732.1).

    Given Alice has {R}{G}{C}{C} in her mana pool
    When Alice tries to cast Junkblade Bruiser from her hand
    Then that is rejected by rule 601.2h
    And Alice has Junkblade Bruiser in her hand
    And Alice's mana pool is {R}{G}{C}{C}
